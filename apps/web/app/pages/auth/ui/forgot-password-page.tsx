import { Link, useActionData, useLoaderData } from '@remix-run/react';
import type { forgotPasswordSchema } from '@repo/domain';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '~/features/auth/index.ts';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import { InputField, inputOf, SchemaForm, useSchemaForm } from '~/shared/ui/form/index.ts';
import type { authPageLoader, forgotPasswordAction } from '../index.server.ts';

export function ForgotPasswordPage() {
  const { constraint } = useLoaderData<ReturnType<typeof authPageLoader>>();
  const actionData = useActionData<typeof forgotPasswordAction>();
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { fields, frame } = useSchemaForm<typeof forgotPasswordSchema>(
    'forgot',
    actionData?.result,
    constraint,
  );
  return (
    <AuthCard
      title={t('auth.forgot.title')}
      description={t('auth.forgot.description')}
      footer={<Link to={to('/login')}>{t('auth.maxSentCode.back')}</Link>}
    >
      <SchemaForm
        {...frame}
        errorsTitle="auth.forgot.failed"
        submitLabel={t('auth.forgot.submit')}
        fullWidth
      >
        <InputField
          input={inputOf(fields.login)}
          errors={fields.login.errors}
          label={t('auth.loginLabel')}
          hint={t('auth.loginHint')}
          autoComplete="username"
        />
      </SchemaForm>
    </AuthCard>
  );
}
