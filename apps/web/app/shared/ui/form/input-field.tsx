import { getInputProps, type FieldMetadata } from '@conform-to/react';
import type { InputHTMLAttributes } from 'react';
import { Field } from './field.tsx';
import { control } from './field.css.ts';

type InputType = 'text' | 'password' | 'tel' | 'email';

/**
 * The input props of a conform field (name, id, constraints, typed value). Call it in the
 * component that called `useForm`: conform re-renders that component for the field states
 * it reads, so they must be read there, not inside a child.
 */
export function inputOf(
  meta: FieldMetadata<string | undefined, Record<string, unknown>, string[]>,
  type: InputType = 'text',
) {
  return getInputProps(meta, { type, ariaAttributes: false });
}

/** One labelled text input with its hint, translated errors and their aria wiring. */
export function InputField({
  input,
  errors,
  label,
  hint,
  className,
  ...attributes
}: {
  input: ReturnType<typeof inputOf>;
  errors: string[] | undefined;
  label: string;
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'name' | 'id' | 'form'>) {
  const { key, ...props } = input;
  return (
    <Field id={input.id} label={label} hint={hint} errors={errors}>
      {(aria) => (
        <input
          // conform changes the key to reset the field: a new input, not a stale value
          key={key}
          {...props}
          {...aria}
          {...attributes}
          className={className ? `${control} ${className}` : control}
        />
      )}
    </Field>
  );
}
