import { getFormProps, getInputProps } from '@conform-to/react';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import {
  changePasswordSchema,
  changePhoneSchema,
  changeUsernameSchema,
  formatCambodianPhone,
  PASSWORD_LIMITS,
  USERNAME_LIMITS,
} from '@repo/domain';
import { Button, Heading } from '@repo/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass, Field, FormErrors, useSchemaForm } from '~/shared/ui/form/index.ts';
import type { settingsPageLoader } from '../index.server.ts';
import * as styles from './settings-pages.css.ts';

type LoaderData = Awaited<ReturnType<ReturnType<typeof settingsPageLoader>>>;
type ActionData = { result?: Parameters<typeof useSchemaForm>[2] } | undefined;

function SettingsForm(props: { page: 'password' | 'username' | 'phone'; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <Heading level={1}>{t(`settings.${props.page}.title`)}</Heading>
      <p className={styles.description}>{t(`settings.${props.page}.description`)}</p>
      {props.children}
    </main>
  );
}

export function ChangePasswordPage() {
  const { t } = useTranslation();
  const actionData = useActionData() as ActionData;
  const { form, fields, busy } = useSchemaForm(
    'change-password',
    changePasswordSchema,
    actionData?.result,
  );
  return (
    <SettingsForm page="password">
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <FormErrors errors={form.errors} title="settings.password.failed" />
        <Field
          id={fields.current_password.id}
          label={t('settings.password.current')}
          errors={fields.current_password.errors}
        >
          {(aria) => (
            <input
              {...getInputProps(fields.current_password, {
                type: 'password',
                ariaAttributes: false,
              })}
              {...aria}
              autoComplete="current-password"
              className={controlClass}
            />
          )}
        </Field>
        <Field
          id={fields.new_password.id}
          label={t('auth.newPasswordLabel')}
          hint={t('auth.passwordHint')}
          errors={fields.new_password.errors}
        >
          {(aria) => (
            <input
              {...getInputProps(fields.new_password, { type: 'password', ariaAttributes: false })}
              {...aria}
              maxLength={PASSWORD_LIMITS.max}
              autoComplete="new-password"
              className={controlClass}
            />
          )}
        </Field>
        <Button type="submit" disabled={busy}>
          {t('settings.password.submit')}
        </Button>
      </Form>
    </SettingsForm>
  );
}

export function ChangeUsernamePage() {
  const { t } = useTranslation();
  const { current } = useLoaderData<LoaderData>();
  const actionData = useActionData() as ActionData;
  const { form, fields, busy } = useSchemaForm(
    'change-username',
    changeUsernameSchema,
    actionData?.result,
  );
  return (
    <SettingsForm page="username">
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <FormErrors errors={form.errors} title="settings.username.failed" />
        <Field
          id={fields.username.id}
          label={t('account.username')}
          hint={t('settings.username.hint')}
          errors={fields.username.errors}
        >
          {(aria) => (
            <input
              {...getInputProps(fields.username, { type: 'text', ariaAttributes: false })}
              {...aria}
              defaultValue={fields.username.initialValue ?? current.username ?? ''}
              maxLength={USERNAME_LIMITS.max}
              autoComplete="username"
              className={controlClass}
            />
          )}
        </Field>
        <Button type="submit" disabled={busy}>
          {t('settings.username.submit')}
        </Button>
      </Form>
    </SettingsForm>
  );
}

export function ChangePhonePage() {
  const { t } = useTranslation();
  const { current } = useLoaderData<LoaderData>();
  const actionData = useActionData() as ActionData;
  const { form, fields, busy } = useSchemaForm(
    'change-phone',
    changePhoneSchema,
    actionData?.result,
  );
  return (
    <SettingsForm page="phone">
      {current.phone ? (
        <p>{t('settings.phone.current', { phone: formatCambodianPhone(current.phone) })}</p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <FormErrors errors={form.errors} title="auth.setPhone.failed" />
        <Field id={fields.phone.id} label={t('settings.phone.new')} errors={fields.phone.errors}>
          {(aria) => (
            <input
              {...getInputProps(fields.phone, { type: 'tel', ariaAttributes: false })}
              {...aria}
              autoComplete="tel"
              className={controlClass}
            />
          )}
        </Field>
        <Button type="submit" disabled={busy}>
          {t('auth.setPhone.submit')}
        </Button>
      </Form>
    </SettingsForm>
  );
}
