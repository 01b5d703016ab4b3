import { useLoaderData } from '@remix-run/react';
import { MESSAGE_LIMITS, type feedbackSchema } from '@repo/domain';
import { useTranslation } from 'react-i18next';
import { InputField, inputOf, TextareaField, textareaOf } from '~/shared/ui/form/index.ts';
import { MessageFormPage, useMessageForm } from '~/widgets/message-form/index.ts';
import type { loader } from '../index.server.ts';

export function FeedbackPage() {
  const { from } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { fields, form } = useMessageForm<typeof feedbackSchema>('feedback');

  return (
    <MessageFormPage {...form} width="narrow">
      <input type="hidden" name={fields.page.name} value={from} />
      <TextareaField
        textarea={textareaOf(fields.message)}
        errors={fields.message.errors}
        label={t('feedback.messageLabel')}
        rows={6}
        maxLength={MESSAGE_LIMITS.max}
      />
      <InputField
        input={inputOf(fields.email, 'email')}
        errors={fields.email.errors}
        label={t('feedback.emailLabel')}
        hint={t('feedback.emailHint')}
        autoComplete="email"
      />
    </MessageFormPage>
  );
}
