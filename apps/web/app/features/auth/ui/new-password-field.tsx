import { PASSWORD_LIMITS } from '@repo/domain';
import { useTranslation } from 'react-i18next';
import { InputField, type inputOf } from '~/shared/ui/form/index.ts';

/**
 * A password being chosen (sign-up, reset, change): the rule as its hint, the schema's length
 * limit, and `new-password` so that a password manager offers a strong one.
 */
export function NewPasswordField(props: {
  input: ReturnType<typeof inputOf>;
  errors: string[] | undefined;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <InputField
      {...props}
      hint={t('auth.passwordHint')}
      maxLength={PASSWORD_LIMITS.max}
      autoComplete="new-password"
    />
  );
}
