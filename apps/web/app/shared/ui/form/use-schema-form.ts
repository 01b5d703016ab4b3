import { useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useNavigation, useRouteLoaderData } from '@remix-run/react';
import type { z } from 'zod';

/**
 * The one form pattern on the client: the shared zod schema gives the browser the same
 * checks (on blur, then as you type) that the action runs; `key` changes when a new
 * flash message arrives (the post succeeded) so the form remounts empty, while an
 * error reply keeps what was typed.
 */
export function useSchemaForm<Schema extends z.ZodObject>(
  id: string,
  schema: Schema,
  lastResult: SubmissionResult<string[]> | undefined,
) {
  const flashId = useRouteLoaderData<{ flash: { id: string } | null }>('root')?.flash?.id;
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return { form, fields, busy, key: flashId ?? id };
}
