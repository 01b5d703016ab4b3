import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { CONTACT_SUBJECTS, MESSAGE_LIMITS, type contactSchema } from '@repo/domain';
import { Button, Container, Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { controlClass, Field, FormErrors, useSchemaForm } from '~/shared/ui/form/index.ts';
import type { action, loader } from '../index.server.ts';
import * as styles from './contact-page.css.ts';

export function ContactPage() {
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const { form, fields, busy, key } = useSchemaForm<typeof contactSchema>(
    'contact',
    actionData?.result,
    constraint,
  );

  return (
    <Container as="main" className={styles.page}>
      <Heading level={1}>{t('contact.title')}</Heading>
      <p className={styles.intro}>{t('contact.intro')}</p>
      {/* A new flash (sent!) remounts the form empty; errors keep what was typed. */}
      <Form method="post" {...getFormProps(form)} key={key} className={styles.form}>
        <FormErrors errors={form.errors} />
        <div className={styles.row}>
          <Field id={fields.name.id} label={t('contact.nameLabel')} errors={fields.name.errors}>
            {(aria) => (
              <input
                {...getInputProps(fields.name, { type: 'text', ariaAttributes: false })}
                {...aria}
                autoComplete="name"
                className={controlClass}
              />
            )}
          </Field>
          <Field id={fields.email.id} label={t('contact.emailLabel')} errors={fields.email.errors}>
            {(aria) => (
              <input
                {...getInputProps(fields.email, { type: 'email', ariaAttributes: false })}
                {...aria}
                autoComplete="email"
                className={controlClass}
              />
            )}
          </Field>
        </div>
        <div className={styles.row}>
          <Field id={fields.phone.id} label={t('contact.phoneLabel')} errors={fields.phone.errors}>
            {(aria) => (
              <input
                {...getInputProps(fields.phone, { type: 'tel', ariaAttributes: false })}
                {...aria}
                autoComplete="tel"
                className={controlClass}
              />
            )}
          </Field>
          <Field
            id={fields.subject.id}
            label={t('contact.subjectLabel')}
            errors={fields.subject.errors}
          >
            {(aria) => (
              <select
                {...getSelectProps(fields.subject, { ariaAttributes: false })}
                {...aria}
                className={controlClass}
              >
                <option value="">{t('contact.subjectPlaceholder')}</option>
                {CONTACT_SUBJECTS.map((subject) => (
                  <option key={subject} value={subject}>
                    {t(`contact.subjects.${subject}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field
          id={fields.message.id}
          label={t('contact.messageLabel')}
          errors={fields.message.errors}
        >
          {(aria) => (
            <textarea
              {...getTextareaProps(fields.message, { ariaAttributes: false })}
              {...aria}
              rows={7}
              maxLength={MESSAGE_LIMITS.max}
              className={controlClass}
            />
          )}
        </Field>
        <Button type="submit" disabled={busy}>
          {busy ? t('feedback.sending') : t('contact.submit')}
        </Button>
      </Form>
    </Container>
  );
}
