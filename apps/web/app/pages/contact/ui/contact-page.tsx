import { getSelectProps } from '@conform-to/react';
import { CONTACT_SUBJECTS, MESSAGE_LIMITS, type contactSchema } from '@repo/domain';
import { useTranslation } from 'react-i18next';
import {
  controlClass,
  Field,
  InputField,
  inputOf,
  TextareaField,
  textareaOf,
} from '~/shared/ui/form/index.ts';
import { MessageFormPage, useMessageForm } from '~/widgets/message-form/index.ts';
import * as styles from './contact-page.css.ts';

export function ContactPage() {
  const { t } = useTranslation();
  const { fields, form } = useMessageForm<typeof contactSchema>('contact');

  return (
    <MessageFormPage {...form} width="wide">
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
