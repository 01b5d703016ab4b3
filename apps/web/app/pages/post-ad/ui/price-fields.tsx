import type { PRICE_KINDS } from '@repo/domain';
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass, Field } from '~/shared/ui/form/index.ts';
import * as styles from './post-ad-page.css.ts';

type InputProps = InputHTMLAttributes<HTMLInputElement>;
type PriceKind = (typeof PRICE_KINDS)[number];

/** A conform input: its `key` and the rest of its props (see `split`). */
type Control = [string | undefined, InputProps];

/**
 * The price and its kind (fixed, negotiable, free…). With JavaScript a free ad's price is
 * disabled. The form reads the field states and hands over the controls' props.
 */
export function PriceFields({
  price,
  kind,
  disabled,
  onKindChange,
}: {
  price: { id: string; errors: string[] | undefined; control: Control };
  kind: {
    id: string;
    errors: string[] | undefined;
    controls: { value: PriceKind; control: Control }[];
  };
  disabled: boolean;
  onKindChange: (kind: PriceKind) => void;
}) {
  const { t } = useTranslation();
  const [priceKey, priceProps] = price.control;
  const errorId = `${kind.id}-error`;
  return (
    <>
      <Field id={price.id} label={t('ad.fields.price')} errors={price.errors}>
        {(aria) => (
          <input
            key={priceKey}
            {...priceProps}
            {...aria}
            inputMode="decimal"
            disabled={disabled}
            className={controlClass}
          />
        )}
      </Field>
      <fieldset
        className={styles.radioRow}
        aria-describedby={kind.errors?.length ? errorId : undefined}
      >
        <legend className={styles.groupLabel}>{t('ad.fields.price_kind')}</legend>
        {kind.controls.map(({ value, control: [key, props] }) => (
          <label key={value} className={styles.inlineLabel}>
            <input
              key={key}
              {...props}
              id={`${kind.id}-${value}`}
              onChange={() => onKindChange(value)}
            />
            {t(`ad.options.price_kind.${value}`)}
          </label>
        ))}
        {kind.errors?.length ? (
          <p id={errorId} className={styles.problems}>
            {kind.errors.map((error) => t(error)).join(' ')}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}
