import { AD_MAX_PHONES } from '@repo/domain';
import { useTranslation } from 'react-i18next';
import { controlClass, Field } from '~/shared/ui/form/index.ts';

/**
 * The ad's phone numbers (`phones[0]` … up to AD_MAX_PHONES), the first one required. The
 * errors are the `phones` field's, by name (`phones`, `phones[1]`): those of the list go with
 * the first number.
 */
export function PhoneFields({
  formId,
  values,
  errors,
}: {
  formId: string;
  values: string[];
  errors: Record<string, string[]>;
}) {
  const { t } = useTranslation();
  return Array.from({ length: AD_MAX_PHONES }, (_, index) => {
    const id = `${formId}-phone-${index}`;
    const own = [
      ...(index === 0 ? (errors.phones ?? []) : []),
      ...(errors[`phones[${index}]`] ?? []),
    ];
    return (
      <Field
        key={id}
        id={id}
        label={t(`postAd.phone${index + 1}`)}
        hint={index === 0 ? t('postAd.phonesHint') : undefined}
        errors={own.length ? [...new Set(own)] : undefined}
      >
        {(aria) => (
          <input
            {...aria}
            name={`phones[${index}]`}
            type="tel"
            autoComplete={index === 0 ? 'tel' : 'off'}
            defaultValue={values[index] ?? ''}
            aria-required={index === 0 || undefined}
            className={controlClass}
          />
        )}
      </Field>
    );
  });
}
