import { useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useNavigation, useRouteLoaderData } from '@remix-run/react';
import { useEffect } from 'react';
import type { z } from 'zod';

/**
 * The one form pattern on the client: the shared zod schema gives the browser the same
 * checks that the action runs, on submit and then as you type (not on blur: an error
 * appearing as you leave a field moves the button you are about to press); `key` changes
 * when a new flash message arrives (the post succeeded) so the form remounts empty, while
 * an error reply keeps what was typed, except passwords, which are cleared.
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
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  useEffect(() => {
    if (lastResult?.status !== 'error') return;
    const element = document.getElementById(form.id);
    element?.querySelectorAll<HTMLInputElement>('input[type="password"]').forEach((input) => {
      input.value = '';
    });
  }, [lastResult, form.id]);
  return { form, fields, busy, key: flashId ?? id };
}
