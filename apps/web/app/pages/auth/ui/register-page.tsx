import { getFormProps, getInputProps } from '@conform-to/react';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { PERSON_NAME_MAX, PASSWORD_LIMITS, registerSchema } from '@repo/domain';
import { Button } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { AuthCard, GoogleButton } from '~/features/auth/index.ts';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import { controlClass, Field, FormErrors, useSchemaForm } from '~/shared/ui/form/index.ts';
import type { authPageLoader, registerAction } from '../index.server.ts';
import * as styles from './auth-pages.css.ts';

export function RegisterPage() {
  const { redirectTo, googleEnabled } = useLoaderData<ReturnType<typeof authPageLoader>>();
  const actionData = useActionData<typeof registerAction>();
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { form, fields, busy } = useSchemaForm('register', registerSchema, actionData?.result);

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
          <Field
            id={fields.first_name.id}
            label={t('auth.firstNameLabel')}
            errors={fields.first_name.errors}
          >
            {(aria) => (
              <input
                {...getInputProps(fields.first_name, { type: 'text', ariaAttributes: false })}
                {...aria}
                maxLength={PERSON_NAME_MAX}
                autoComplete="given-name"
                className={controlClass}
              />
            )}
          </Field>
          <Field
            id={fields.last_name.id}
            label={t('auth.lastNameLabel')}
            errors={fields.last_name.errors}
          >
            {(aria) => (
              <input
                {...getInputProps(fields.last_name, { type: 'text', ariaAttributes: false })}
                {...aria}
                maxLength={PERSON_NAME_MAX}
                autoComplete="family-name"
                className={controlClass}
              />
            )}
          </Field>
        </div>
        <Field
          id={fields.login.id}
          label={t('auth.loginLabel')}
          hint={t('auth.loginHint')}
          errors={fields.login.errors}
        >
          {(aria) => (
            <input
              {...getInputProps(fields.login, { type: 'text', ariaAttributes: false })}
              {...aria}
              autoComplete="username"
              className={controlClass}
            />
          )}
        </Field>
        <Field
          id={fields.password.id}
          label={t('auth.passwordLabel')}
          hint={t('auth.passwordHint')}
          errors={fields.password.errors}
        >
          {(aria) => (
            <input
              {...getInputProps(fields.password, { type: 'password', ariaAttributes: false })}
              {...aria}
              maxLength={PASSWORD_LIMITS.max}
              autoComplete="new-password"
              className={controlClass}
            />
          )}
        </Field>
        <Button type="submit" fullWidth disabled={busy}>
          {t('auth.register.submit')}
        </Button>
      </Form>
      {googleEnabled ? <GoogleButton /> : null}
    </AuthCard>
  );
}
