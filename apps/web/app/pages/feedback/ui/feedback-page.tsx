import { getFormProps, getInputProps, getTextareaProps } from '@conform-to/react';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { MESSAGE_LIMITS, type feedbackSchema } from '@repo/domain';
import { Button, Container, Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { controlClass, Field, FormErrors, useSchemaForm } from '~/shared/ui/form/index.ts';
import type { action, loader } from '../index.server.ts';
import * as styles from './feedback-page.css.ts';

export function FeedbackPage() {
  const { from, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const { form, fields, busy, key } = useSchemaForm<typeof feedbackSchema>(
    'feedback',
    actionData?.result,
    constraint,
  );

  return (
    <Container as="main" className={styles.page}>
      <Heading level={1}>{t('feedback.title')}</Heading>
      <p className={styles.intro}>{t('feedback.intro')}</p>
      {/* A new flash (sent!) remounts the form empty; errors keep what was typed. */}
      <Form method="post" {...getFormProps(form)} key={key} className={styles.form}>
        <FormErrors errors={form.errors} />
        <input type="hidden" name={fields.page.name} value={from} />
        <Field
          id={fields.message.id}
          label={t('feedback.messageLabel')}
          errors={fields.message.errors}
        >
          {(aria) => (
            <textarea
              {...getTextareaProps(fields.message, { ariaAttributes: false })}
              {...aria}
              rows={6}
              maxLength={MESSAGE_LIMITS.max}
              className={controlClass}
            />
          )}
        </Field>
        <Field
          id={fields.email.id}
          label={t('feedback.emailLabel')}
          hint={t('feedback.emailHint')}
          errors={fields.email.errors}
        >
          {(aria) => (
            <input
              {...getInputProps(fields.email, { type: 'email', ariaAttributes: false })}
              {...aria}
              autoComplete="email"
              className={controlClass}
            />
          )}
        </Field>
        <Button type="submit" disabled={busy}>
          {busy ? t('feedback.sending') : t('feedback.submit')}
        </Button>
      </Form>
    </Container>
  );
}
