import { getFormProps, getSelectProps } from '@conform-to/react';
import { useActionData, useLoaderData } from '@remix-run/react';
import { CONTACT_SUBJECTS, MESSAGE_LIMITS, type contactSchema } from '@repo/domain';
import { useTranslation } from 'react-i18next';
import {
  controlClass,
  Field,
  InputField,
  inputOf,
  TextareaField,
  textareaOf,
  useSchemaForm,
} from '~/shared/ui/form/index.ts';
import { MessageFormPage } from '~/widgets/message-form/index.ts';
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
    <MessageFormPage
      title={t('contact.title')}
      intro={t('contact.intro')}
      width="wide"
      formProps={getFormProps(form)}
      formKey={key}
      errors={form.errors}
      busy={busy}
      submitLabel={t('contact.submit')}
      sendingLabel={t('feedback.sending')}
    >
      <div className={styles.row}>
        <InputField
          input={inputOf(fields.name)}
          errors={fields.name.errors}
          label={t('contact.nameLabel')}
          autoComplete="name"
        />
        <InputField
          input={inputOf(fields.email, 'email')}
          errors={fields.email.errors}
          label={t('contact.emailLabel')}
          autoComplete="email"
        />
      </div>
      <div className={styles.row}>
        <InputField
          input={inputOf(fields.phone, 'tel')}
          errors={fields.phone.errors}
          label={t('contact.phoneLabel')}
          autoComplete="tel"
        />
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
      <TextareaField
        textarea={textareaOf(fields.message)}
        errors={fields.message.errors}
        label={t('contact.messageLabel')}
        rows={7}
        maxLength={MESSAGE_LIMITS.max}
      />
    </MessageFormPage>
  );
}
