import { Link, useLoaderData } from '@remix-run/react';
import type { loginSchema } from '@repo/domain';
import { useTranslation } from 'react-i18next';
import { GoogleButton } from '~/features/auth/index.ts';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import { FormErrors, InputField, inputOf, useRouteForm } from '~/shared/ui/form/index.ts';
import type { authPageLoader } from '../index.server.ts';
import { AuthFormPage } from './auth-form-page.tsx';
import { LoginField } from './login-field.tsx';

export function LoginPage() {
  const { redirectTo, googleEnabled, googleFailed } =
    useLoaderData<ReturnType<typeof authPageLoader>>();
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { fields, frame } = useRouteForm<typeof loginSchema>('login');
  const withRedirect = (path: string) =>
    redirectTo ? `${to(path)}?redirect=${encodeURIComponent(redirectTo)}` : to(path);

  return (
    <AuthFormPage
      page="login"
      frame={frame}
      before={<FormErrors errors={googleFailed ? ['auth.google.failed'] : undefined} />}
      after={googleEnabled ? <GoogleButton /> : null}
      footer={
        <>
          <Link to={to('/forgot-password')}>{t('auth.login.forgot')}</Link>
          <p>
            {t('auth.login.noAccount')}{' '}
            <Link to={withRedirect('/register')}>{t('auth.login.register')}</Link>
          </p>
        </>
      }
    >
      <input type="hidden" name="redirect" value={redirectTo} />
      <LoginField input={inputOf(fields.login)} errors={fields.login.errors} inputMode="email" />
      <InputField
        input={inputOf(fields.password, 'password')}
        errors={fields.password.errors}
        label={t('auth.passwordLabel')}
        autoComplete="current-password"
      />
    </AuthFormPage>
  );
}
