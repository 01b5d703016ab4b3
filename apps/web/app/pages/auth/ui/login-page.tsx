import { Link, useActionData, useLoaderData } from '@remix-run/react';
import type { loginSchema } from '@repo/domain';
import { useTranslation } from 'react-i18next';
import { AuthCard, GoogleButton } from '~/features/auth/index.ts';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import {
  FormErrors,
  InputField,
  inputOf,
  SchemaForm,
  useSchemaForm,
} from '~/shared/ui/form/index.ts';
import type { authPageLoader, loginAction } from '../index.server.ts';

export function LoginPage() {
  const { redirectTo, googleEnabled, googleFailed, constraint } =
    useLoaderData<ReturnType<typeof authPageLoader>>();
  const actionData = useActionData<typeof loginAction>();
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { fields, frame } = useSchemaForm<typeof loginSchema>(
    'login',
    actionData?.result,
    constraint,
  );
  const withRedirect = (path: string) =>
    redirectTo ? `${to(path)}?redirect=${encodeURIComponent(redirectTo)}` : to(path);

  return (
    <AuthCard
      title={t('auth.login.title')}
      description={t('auth.login.description')}
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
      <FormErrors errors={googleFailed ? ['auth.google.failed'] : undefined} />
      <SchemaForm
        {...frame}
        errorsTitle="auth.login.failed"
        submitLabel={t('auth.login.submit')}
        fullWidth
      >
        <input type="hidden" name="redirect" value={redirectTo} />
        <InputField
          input={inputOf(fields.login)}
          errors={fields.login.errors}
          label={t('auth.loginLabel')}
          hint={t('auth.loginHint')}
          autoComplete="username"
          inputMode="email"
        />
        <InputField
          input={inputOf(fields.password, 'password')}
          errors={fields.password.errors}
          label={t('auth.passwordLabel')}
          autoComplete="current-password"
        />
      </SchemaForm>
      {googleEnabled ? <GoogleButton /> : null}
    </AuthCard>
  );
}
