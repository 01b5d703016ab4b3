import { useLoaderData } from '@remix-run/react';
import {
  USERNAME_LIMITS,
  type changePasswordSchema,
  type changePhoneSchema,
  type changeUsernameSchema,
} from '@repo/domain';
import { Heading } from '@repo/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordField } from '~/features/auth/index.ts';
import { InputField, inputOf, SchemaForm, useRouteForm } from '~/shared/ui/form/index.ts';
import type { settingsPageLoader } from '../index.server.ts';
import * as styles from './settings-pages.css.ts';

type LoaderData = Awaited<ReturnType<ReturnType<typeof settingsPageLoader>>>;

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
  const { fields, frame } = useRouteForm<typeof changePasswordSchema>('change-password');
  return (
    <SettingsForm page="password">
      <SchemaForm
        {...frame}
        errorsTitle="settings.password.failed"
        submitLabel={t('settings.password.submit')}
        className={styles.form}
      >
        <InputField
          input={inputOf(fields.current_password, 'password')}
          errors={fields.current_password.errors}
          label={t('settings.password.current')}
          autoComplete="current-password"
        />
        <NewPasswordField
          input={inputOf(fields.new_password, 'password')}
          errors={fields.new_password.errors}
          label={t('auth.newPasswordLabel')}
        />
      </SchemaForm>
    </SettingsForm>
  );
}

export function ChangeUsernamePage() {
  const { t } = useTranslation();
  const { current } = useLoaderData<LoaderData>();
  const { fields, frame } = useRouteForm<typeof changeUsernameSchema>('change-username');
  return (
    <SettingsForm page="username">
      <SchemaForm
        {...frame}
        errorsTitle="settings.username.failed"
        submitLabel={t('settings.username.submit')}
        className={styles.form}
      >
        <InputField
          input={inputOf(fields.username)}
          errors={fields.username.errors}
          label={t('account.username')}
          hint={t('settings.username.hint')}
          defaultValue={fields.username.initialValue ?? current.username ?? ''}
          maxLength={USERNAME_LIMITS.max}
          autoComplete="username"
        />
      </SchemaForm>
    </SettingsForm>
  );
}

export function ChangePhonePage() {
  const { t } = useTranslation();
  const { current } = useLoaderData<LoaderData>();
  const { fields, frame } = useRouteForm<typeof changePhoneSchema>('change-phone');
  return (
    <SettingsForm page="phone">
      {current.phone ? <p>{t('settings.phone.current', { phone: current.phone })}</p> : null}
      <SchemaForm
        {...frame}
        errorsTitle="auth.setPhone.failed"
        submitLabel={t('auth.setPhone.submit')}
        className={styles.form}
      >
        <InputField
          input={inputOf(fields.phone, 'tel')}
          errors={fields.phone.errors}
          label={t('settings.phone.new')}
          autoComplete="tel"
        />
      </SchemaForm>
    </SettingsForm>
  );
}
