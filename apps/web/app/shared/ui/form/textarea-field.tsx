import { getTextareaProps, type FieldMetadata } from '@conform-to/react';
import type { TextareaHTMLAttributes } from 'react';
import { Field } from './field.tsx';
import { control } from './field.css.ts';

/** The textarea props of a conform field; call it where `useForm` was called (see `inputOf`). */
export function textareaOf(
  meta: FieldMetadata<string | undefined, Record<string, unknown>, string[]>,
) {
  return getTextareaProps(meta, { ariaAttributes: false });
}

/** One labelled textarea with its hint, translated errors and their aria wiring. */
export function TextareaField({
  textarea,
  errors,
  label,
  hint,
  ...attributes
}: {
  textarea: ReturnType<typeof textareaOf>;
  errors: string[] | undefined;
  label: string;
  hint?: string;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'form' | 'className'>) {
  const { key, ...props } = textarea;
  return (
    <Field id={textarea.id} label={label} hint={hint} errors={errors}>
      {(aria) => <textarea key={key} {...props} {...aria} {...attributes} className={control} />}
    </Field>
  );
}
