import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthCard, NewPasswordField } from '~/features/auth/index.ts';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import { InputField, inputOf, SchemaForm, useSchemaForm } from '~/shared/ui/form/index.ts';
import type {
  setNewPasswordAction,
  setNewPasswordLoader,
  setPhoneAction,
  setPhoneLoader,
} from '../index.server.ts';
import type { setNewPasswordForm, setPhoneForm } from '../api/forms.server.ts';

export function SetNewPasswordPage() {
  const { constraint } = useLoaderData<typeof setNewPasswordLoader>();
  const actionData = useActionData<typeof setNewPasswordAction>();
  const { t } = useTranslation();
  const { fields, frame } = useSchemaForm<typeof setNewPasswordForm>(
    'set-new-password',
    actionData?.result,
    constraint,
  );
  return (
    <AuthCard
      title={t('auth.setNewPassword.title')}
      description={t('auth.setNewPassword.description')}
    >
      <SchemaForm
        {...frame}
        errorsTitle="auth.setNewPassword.failed"
        submitLabel={t('auth.setNewPassword.submit')}
        fullWidth
      >
        <NewPasswordField
          input={inputOf(fields.password, 'password')}
          errors={fields.password.errors}
          label={t('auth.newPasswordLabel')}
        />
      </SchemaForm>
    </AuthCard>
  );
}

export function SetPhonePage() {
  const { constraint } = useLoaderData<typeof setPhoneLoader>();
  const actionData = useActionData<typeof setPhoneAction>();
  const { t } = useTranslation();
  const { fields, frame } = useSchemaForm<typeof setPhoneForm>(
    'set-phone',
    actionData?.result,
    constraint,
  );
  return (
    <AuthCard title={t('auth.setPhone.title')} description={t('auth.setPhone.description')}>
      <SchemaForm
        {...frame}
        errorsTitle="auth.setPhone.failed"
        submitLabel={t('auth.setPhone.submit')}
        fullWidth
      >
        <InputField
          input={inputOf(fields.phone, 'tel')}
          errors={fields.phone.errors}
          label={t('auth.phoneLabel')}
          autoComplete="tel"
        />
      </SchemaForm>
    </AuthCard>
  );
}

/** Spec §8 "Max sent code": codes or guesses ran out. */
export function MaxSentCodePage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <AuthCard title={t('auth.maxSentCode.title')} description={t('auth.maxSentCode.description')}>
      <Link to={to('/login')}>{t('auth.maxSentCode.back')}</Link>
    </AuthCard>
  );
}
