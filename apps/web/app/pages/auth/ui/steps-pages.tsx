import { getFormProps } from '@conform-to/react';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { PASSWORD_LIMITS } from '@repo/domain';
import { Button } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '~/features/auth/index.ts';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import { FormErrors, InputField, inputOf, useSchemaForm } from '~/shared/ui/form/index.ts';
import type {
  setNewPasswordAction,
  setNewPasswordLoader,
  setPhoneAction,
  setPhoneLoader,
} from '../index.server.ts';
import type { setNewPasswordForm, setPhoneForm } from '../api/steps.server.ts';

export function SetNewPasswordPage() {
  const { constraint } = useLoaderData<typeof setNewPasswordLoader>();
  const actionData = useActionData<typeof setNewPasswordAction>();
  const { t } = useTranslation();
  const { form, fields, busy } = useSchemaForm<typeof setNewPasswordForm>(
    'set-new-password',
    actionData?.result,
    constraint,
  );
  return (
    <AuthCard
      title={t('auth.setNewPassword.title')}
      description={t('auth.setNewPassword.description')}
    >
      <Form method="post" {...getFormProps(form)}>
        <FormErrors errors={form.errors} title="auth.setNewPassword.failed" />
        <InputField
          input={inputOf(fields.password, 'password')}
          errors={fields.password.errors}
          label={t('auth.newPasswordLabel')}
          hint={t('auth.passwordHint')}
          maxLength={PASSWORD_LIMITS.max}
          autoComplete="new-password"
        />
        <Button type="submit" fullWidth disabled={busy}>
          {t('auth.setNewPassword.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}

export function SetPhonePage() {
  const { constraint } = useLoaderData<typeof setPhoneLoader>();
  const actionData = useActionData<typeof setPhoneAction>();
  const { t } = useTranslation();
  const { form, fields, busy } = useSchemaForm<typeof setPhoneForm>(
    'set-phone',
    actionData?.result,
    constraint,
  );
  return (
    <AuthCard title={t('auth.setPhone.title')} description={t('auth.setPhone.description')}>
      <Form method="post" {...getFormProps(form)}>
        <FormErrors errors={form.errors} title="auth.setPhone.failed" />
        <InputField
          input={inputOf(fields.phone, 'tel')}
          errors={fields.phone.errors}
          label={t('auth.phoneLabel')}
          autoComplete="tel"
        />
        <Button type="submit" fullWidth disabled={busy}>
          {t('auth.setPhone.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}

/** Spec §8 "Max sent code": codes or guesses ran out. */
export function MaxSentCodePage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <AuthCard title={t('auth.maxSentCode.title')} description={t('auth.maxSentCode.description')}>
      <Link to={to('/login')}>{t('auth.maxSentCode.back')}</Link>
    </AuthCard>
  );
}
