import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from '@conform-to/react';
import type { AdFieldDefinition } from '@repo/domain';
import type { ComponentProps, ReactNode } from 'react';
import type { useTranslation } from 'react-i18next';
import { controlClass, Field } from '~/shared/ui/form/index.ts';
import * as styles from './post-ad-page.css.ts';

/** A field of the ad form, as conform gives it. */
export type AdFieldMeta = FieldMetadata<
  string | string[] | undefined,
  Record<string, unknown>,
  string[]
>;

type Translate = ReturnType<typeof useTranslation>['t'];
type Aria = Parameters<ComponentProps<typeof Field>['children']>[0];

/** A conform control's props without its `key`, which React takes apart. */
export function split<T extends { key?: string | undefined }>(
  props: T,
): [string | undefined, Omit<T, 'key'>] {
  const { key, ...rest } = props;
  return [key, rest];
}

export const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The control of one field of the category's type, drawn from its definition in the domain
 * (text, number, date, textarea, select, checkbox), with its label and errors. A function,
 * not a component: the form calls it as it renders, so the field states are read in the
 * component that called `useForm`.
 */
export function adFieldControl(field: AdFieldDefinition, meta: AdFieldMeta, t: Translate) {
  const label = t(`ad.fields.${field.key}`);
  const required = field.required || undefined;
  // What every labelled control carries: its aria wiring, `aria-required` and the control's look.
  const labelled = (
    render: (common: Aria & { 'aria-required'?: boolean; className: string }) => ReactNode,
  ) => (
    <Field key={field.key} id={meta.id} label={label} errors={meta.errors}>
      {(aria) => render({ ...aria, 'aria-required': required, className: controlClass })}
    </Field>
  );
  switch (field.kind) {
    case 'text':
    case 'number':
    case 'date': {
      const [key, props] = split(
        getInputProps(meta, {
          type: field.kind === 'date' ? 'date' : 'text',
          ariaAttributes: false,
        }),
      );
      const inputMode =
        field.kind === 'number' ? (field.integer ? 'numeric' : 'decimal') : undefined;
      const maxLength = field.kind === 'text' ? field.max : undefined;
      return labelled((common) => (
        <input key={key} {...props} {...common} maxLength={maxLength} inputMode={inputMode} />
      ));
    }
    case 'textarea': {
      const [key, props] = split(getTextareaProps(meta, { ariaAttributes: false }));
      return labelled((common) => (
        <textarea key={key} {...props} {...common} rows={6} maxLength={field.max} />
      ));
    }
    case 'select': {
      const [key, props] = split(getSelectProps(meta, { ariaAttributes: false }));
      return labelled((common) => (
        <select key={key} {...props} {...common}>
          <option value="">{field.required ? t('postAd.choose') : t('postAd.notSpecified')}</option>
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {field.labels?.[option] ?? t(`ad.options.${field.key}.${option}`)}
            </option>
          ))}
        </select>
      ));
    }
    case 'boolean': {
      const [key, props] = split(getInputProps(meta, { type: 'checkbox', ariaAttributes: false }));
      return (
        <div key={field.key} className={styles.checkboxField}>
          <label className={styles.inlineLabel}>
            <input key={key} {...props} />
            {label}
          </label>
        </div>
      );
    }
    default:
      return null;
  }
}
