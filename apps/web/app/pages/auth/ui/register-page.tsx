import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { PERSON_NAME_MAX, type registerSchema } from '@repo/domain';
import { useTranslation } from 'react-i18next';
import { AuthCard, GoogleButton, NewPasswordField } from '~/features/auth/index.ts';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import { InputField, inputOf, SchemaForm, useSchemaForm } from '~/shared/ui/form/index.ts';
import type { authPageLoader, registerAction } from '../index.server.ts';
import * as styles from './auth-pages.css.ts';

export function RegisterPage() {
  const { redirectTo, googleEnabled, constraint } =
    useLoaderData<ReturnType<typeof authPageLoader>>();
  const actionData = useActionData<typeof registerAction>();
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { fields, frame } = useSchemaForm<typeof registerSchema>(
    'register',
    actionData?.result,
    constraint,
  );

  return (
    <AuthCard
      title={t('auth.register.title')}
      description={t('auth.register.description')}
      footer={
        <p>
          {t('auth.register.haveAccount')} <Link to={to('/login')}>{t('auth.login.submit')}</Link>
        </p>
      }
    >
      <SchemaForm
        {...frame}
        errorsTitle="auth.register.failed"
        submitLabel={t('auth.register.submit')}
        fullWidth
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
        <InputField
          input={inputOf(fields.login)}
          errors={fields.login.errors}
          label={t('auth.loginLabel')}
          hint={t('auth.loginHint')}
          autoComplete="username"
        />
        <NewPasswordField
          input={inputOf(fields.password, 'password')}
          errors={fields.password.errors}
          label={t('auth.passwordLabel')}
        />
      </SchemaForm>
      {googleEnabled ? <GoogleButton /> : null}
    </AuthCard>
  );
}
