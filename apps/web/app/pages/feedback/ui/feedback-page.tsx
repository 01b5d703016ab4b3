import { getFormProps } from '@conform-to/react';
import { useActionData, useLoaderData } from '@remix-run/react';
import { MESSAGE_LIMITS, type feedbackSchema } from '@repo/domain';
import { useTranslation } from 'react-i18next';
import {
  InputField,
  inputOf,
  TextareaField,
  textareaOf,
  useSchemaForm,
} from '~/shared/ui/form/index.ts';
import { MessageFormPage } from '~/widgets/message-form/index.ts';
import type { action, loader } from '../index.server.ts';

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
    <MessageFormPage
      title={t('feedback.title')}
      intro={t('feedback.intro')}
      width="narrow"
      formProps={getFormProps(form)}
      formKey={key}
      errors={form.errors}
      busy={busy}
      submitLabel={t('feedback.submit')}
      sendingLabel={t('feedback.sending')}
    >
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
