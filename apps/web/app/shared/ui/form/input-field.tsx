import { getInputProps, type FieldMetadata } from '@conform-to/react';
import type { InputHTMLAttributes } from 'react';
import { Field } from './field.tsx';
import { control } from './field.css.ts';

type InputType = 'text' | 'password' | 'tel' | 'email';

/**
 * One labelled text input of a conform form: the shared schema's constraints, the typed
 * value after a failed post, translated errors and their aria wiring.
 */
export function InputField({
  meta,
  label,
  hint,
  type = 'text',
  className,
  ...attributes
}: {
  meta: FieldMetadata<string | undefined, Record<string, unknown>, string[]>;
  label: string;
  hint?: string;
  type?: InputType;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'name' | 'id' | 'form'>) {
  return (
    <Field id={meta.id} label={label} hint={hint} errors={meta.errors}>
      {(aria) => (
        <input
          {...getInputProps(meta, { type, ariaAttributes: false })}
          {...aria}
          {...attributes}
          className={className ? `${control} ${className}` : control}
        />
      )}
    </Field>
  );
}
