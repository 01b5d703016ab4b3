import { getFormProps } from '@conform-to/react';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import {
  PASSWORD_LIMITS,
  USERNAME_LIMITS,
  type changePasswordSchema,
  type changePhoneSchema,
  type changeUsernameSchema,
} from '@repo/domain';
import { Button, Heading } from '@repo/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors, InputField, inputOf, useSchemaForm } from '~/shared/ui/form/index.ts';
import type { settingsPageLoader } from '../index.server.ts';
import * as styles from './settings-pages.css.ts';

type LoaderData = Awaited<ReturnType<ReturnType<typeof settingsPageLoader>>>;
type ActionData = { result?: Parameters<typeof useSchemaForm>[1] } | undefined;

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
  const { constraint } = useLoaderData<LoaderData>();
  const actionData = useActionData() as ActionData;
  const { form, fields, busy } = useSchemaForm<typeof changePasswordSchema>(
    'change-password',
    actionData?.result,
    constraint,
  );
  return (
    <SettingsForm page="password">
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <FormErrors errors={form.errors} title="settings.password.failed" />
        <InputField
          input={inputOf(fields.current_password, 'password')}
          errors={fields.current_password.errors}
          label={t('settings.password.current')}
          autoComplete="current-password"
        />
        <InputField
          input={inputOf(fields.new_password, 'password')}
          errors={fields.new_password.errors}
          label={t('auth.newPasswordLabel')}
          hint={t('auth.passwordHint')}
          maxLength={PASSWORD_LIMITS.max}
          autoComplete="new-password"
        />
        <Button type="submit" disabled={busy}>
          {t('settings.password.submit')}
        </Button>
      </Form>
    </SettingsForm>
  );
}

export function ChangeUsernamePage() {
  const { t } = useTranslation();
  const { current, constraint } = useLoaderData<LoaderData>();
  const actionData = useActionData() as ActionData;
  const { form, fields, busy } = useSchemaForm<typeof changeUsernameSchema>(
    'change-username',
    actionData?.result,
    constraint,
  );
  return (
    <SettingsForm page="username">
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <FormErrors errors={form.errors} title="settings.username.failed" />
        <InputField
          input={inputOf(fields.username)}
          errors={fields.username.errors}
          label={t('account.username')}
          hint={t('settings.username.hint')}
          defaultValue={fields.username.initialValue ?? current.username ?? ''}
          maxLength={USERNAME_LIMITS.max}
          autoComplete="username"
        />
        <Button type="submit" disabled={busy}>
          {t('settings.username.submit')}
        </Button>
      </Form>
    </SettingsForm>
  );
}

export function ChangePhonePage() {
  const { t } = useTranslation();
  const { current, constraint } = useLoaderData<LoaderData>();
  const actionData = useActionData() as ActionData;
  const { form, fields, busy } = useSchemaForm<typeof changePhoneSchema>(
    'change-phone',
    actionData?.result,
    constraint,
  );
  return (
    <SettingsForm page="phone">
      {current.phone ? <p>{t('settings.phone.current', { phone: current.phone })}</p> : null}
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <FormErrors errors={form.errors} title="auth.setPhone.failed" />
        <InputField
          input={inputOf(fields.phone, 'tel')}
          errors={fields.phone.errors}
          label={t('settings.phone.new')}
          autoComplete="tel"
        />
        <Button type="submit" disabled={busy}>
          {t('auth.setPhone.submit')}
        </Button>
      </Form>
    </SettingsForm>
  );
}
