import type { getFormProps } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { Button } from '@repo/ui';
import type { ReactNode } from 'react';
import { FormErrors } from './field.tsx';

/**
 * The form of the form pattern: a plain HTML post (it works without JavaScript), the errors
 * about the whole form under `errorsTitle`, the fields, and the submit button, disabled while
 * the form is sent (`busyLabel` then, when given). `useSchemaForm`'s `frame` gives
 * `formProps`, `errors` and `busy`, read in the component that called it (see `inputOf`).
 */
export function SchemaForm({
  formProps,
  errors,
  busy,
  errorsTitle,
  submitLabel,
  busyLabel,
  fullWidth,
  className,
  children,
}: {
  formProps: ReturnType<typeof getFormProps>;
  errors: string[] | undefined;
  busy: boolean;
  /** A catalog key shown above the form's errors. */
  errorsTitle?: string;
  submitLabel: string;
  busyLabel?: string;
  fullWidth?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" {...formProps} className={className}>
      <FormErrors errors={errors} title={errorsTitle} />
      {children}
      <Button type="submit" fullWidth={fullWidth} disabled={busy}>
        {busy && busyLabel ? busyLabel : submitLabel}
      </Button>
    </Form>
  );
}
