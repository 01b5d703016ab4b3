import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { InputField, type inputOf } from '~/shared/ui/form/index.ts';

/** "Phone number or email", as the sign-in, sign-up and forgot-password forms ask for it. */
export function LoginField(
  props: {
    input: ReturnType<typeof inputOf>;
    errors: string[] | undefined;
  } & Pick<InputHTMLAttributes<HTMLInputElement>, 'inputMode'>,
) {
  const { t } = useTranslation();
  return (
    <InputField
      label={t('auth.loginLabel')}
      hint={t('auth.loginHint')}
      autoComplete="username"
      {...props}
    />
  );
}
