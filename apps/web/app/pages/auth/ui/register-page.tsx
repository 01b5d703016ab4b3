import { getFormProps } from '@conform-to/react';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { PERSON_NAME_MAX, PASSWORD_LIMITS, type registerSchema } from '@repo/domain';
import { Button } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { AuthCard, GoogleButton } from '~/features/auth/index.ts';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import { FormErrors, InputField, inputOf, useSchemaForm } from '~/shared/ui/form/index.ts';
import type { authPageLoader, registerAction } from '../index.server.ts';
import * as styles from './auth-pages.css.ts';

export function RegisterPage() {
  const { redirectTo, googleEnabled, constraint } =
    useLoaderData<ReturnType<typeof authPageLoader>>();
  const actionData = useActionData<typeof registerAction>();
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { form, fields, busy } = useSchemaForm<typeof registerSchema>(
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
      <Form method="post" {...getFormProps(form)}>
        <FormErrors errors={form.errors} title="auth.register.failed" />
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
        <InputField
          input={inputOf(fields.password, 'password')}
          errors={fields.password.errors}
          label={t('auth.passwordLabel')}
          hint={t('auth.passwordHint')}
          maxLength={PASSWORD_LIMITS.max}
          autoComplete="new-password"
        />
        <Button type="submit" fullWidth disabled={busy}>
          {t('auth.register.submit')}
        </Button>
      </Form>
      {googleEnabled ? <GoogleButton /> : null}
    </AuthCard>
  );
}
