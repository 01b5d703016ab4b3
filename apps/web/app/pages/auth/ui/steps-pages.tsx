import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthCard, NewPasswordField } from '~/features/auth/index.ts';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import { InputField, inputOf, useRouteForm } from '~/shared/ui/form/index.ts';
import type { setNewPasswordForm, setPhoneForm } from '../api/forms.server.ts';
import { AuthFormPage } from './auth-form-page.tsx';

export function SetNewPasswordPage() {
  const { t } = useTranslation();
  const { fields, frame } = useRouteForm<typeof setNewPasswordForm>('set-new-password');
  return (
    <AuthFormPage page="setNewPassword" frame={frame}>
      <NewPasswordField
        input={inputOf(fields.password, 'password')}
        errors={fields.password.errors}
        label={t('auth.newPasswordLabel')}
      />
    </AuthFormPage>
  );
}

export function SetPhonePage() {
  const { t } = useTranslation();
  const { fields, frame } = useRouteForm<typeof setPhoneForm>('set-phone');
  return (
    <AuthFormPage page="setPhone" frame={frame}>
      <InputField
        input={inputOf(fields.phone, 'tel')}
        errors={fields.phone.errors}
        label={t('auth.phoneLabel')}
        autoComplete="tel"
      />
    </AuthFormPage>
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
