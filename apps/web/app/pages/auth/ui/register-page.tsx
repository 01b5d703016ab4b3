import { Link, useLoaderData } from '@remix-run/react';
import { PERSON_NAME_MAX, type registerSchema } from '@repo/domain';
import { useTranslation } from 'react-i18next';
import { GoogleButton, NewPasswordField } from '~/features/auth/index.ts';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import { InputField, inputOf, useRouteForm } from '~/shared/ui/form/index.ts';
import type { authPageLoader } from '../index.server.ts';
import * as styles from './auth-pages.css.ts';
import { AuthFormPage } from './auth-form-page.tsx';
import { LoginField } from './login-field.tsx';

export function RegisterPage() {
  const { redirectTo, googleEnabled } = useLoaderData<ReturnType<typeof authPageLoader>>();
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { fields, frame } = useRouteForm<typeof registerSchema>('register');

  return (
    <AuthFormPage
      page="register"
      frame={frame}
      after={googleEnabled ? <GoogleButton /> : null}
      footer={
        <p>
          {t('auth.register.haveAccount')} <Link to={to('/login')}>{t('auth.login.submit')}</Link>
        </p>
      }
    >
      <input type="hidden" name="redirect" value={redirectTo} />
      <div className={styles.row}>
        <InputField
          input={inputOf(fields.first_name)}
          errors={fields.first_name.errors}
          label={t('auth.firstNameLabel')}
          maxLength={PERSON_NAME_MAX}
          autoComplete="given-name"
        />
        <InputField
          input={inputOf(fields.last_name)}
          errors={fields.last_name.errors}
          label={t('auth.lastNameLabel')}
          maxLength={PERSON_NAME_MAX}
          autoComplete="family-name"
        />
      </div>
      <LoginField input={inputOf(fields.login)} errors={fields.login.errors} />
      <NewPasswordField
        input={inputOf(fields.password, 'password')}
        errors={fields.password.errors}
        label={t('auth.passwordLabel')}
      />
    </AuthFormPage>
  );
}
