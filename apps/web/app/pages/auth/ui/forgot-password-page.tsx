import { Link } from '@remix-run/react';
import type { forgotPasswordSchema } from '@repo/domain';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import { inputOf, useRouteForm } from '~/shared/ui/form/index.ts';
import { AuthFormPage } from './auth-form-page.tsx';
import { LoginField } from './login-field.tsx';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { fields, frame } = useRouteForm<typeof forgotPasswordSchema>('forgot');
  return (
    <AuthFormPage
      page="forgot"
      frame={frame}
      footer={<Link to={to('/login')}>{t('auth.maxSentCode.back')}</Link>}
    >
      <LoginField input={inputOf(fields.login)} errors={fields.login.errors} />
    </AuthFormPage>
  );
}
