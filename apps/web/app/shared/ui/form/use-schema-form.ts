import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { useActionData, useLoaderData, useNavigation, useRouteLoaderData } from '@remix-run/react';
import { useEffect } from 'react';
import type { z } from 'zod';

/** The browser's constraint attributes of each field (`required`, …), as `formConstraint` gives them. */
export type FormConstraint = NonNullable<Parameters<typeof useForm>[0]['constraint']>;

/**
 * The one form pattern on the client. The action checks the form with the shared zod schema
 * and answers every problem at once (`lastResult`), with or without JavaScript: zod, the
 * schemas and the phone number parser stay on the server (client JS). The form
 * shows the answer's errors until it is sent again; the fields carry the constraint
 * attributes (`required`, …) the loader computed from the same schema (`formConstraint`).
 * `key` changes when a new flash message arrives (the post succeeded) so the form remounts
 * empty; an error answer keeps what was typed, except passwords after a failure past the
 * field checks (a wrong password, the API down), which are cleared.
 *
 * `frame` is what `SchemaForm` takes (the form's props, its errors, busy), read here, in the
 * component that called `useForm`.
 *
 * `Schema` only types the fields (`typeof loginSchema`, imported as a type).
 */
export function useSchemaForm<Schema extends z.ZodObject>(
  id: string,
  lastResult: SubmissionResult<string[]> | undefined,
  constraint?: FormConstraint,
) {
  const flashId = useRouteLoaderData<{ flash: { id: string } | null }>('root')?.flash?.id;
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    constraint,
    // Without `onValidate` conform sends the form as it is: the action checks it. Typing
    // checks nothing (a check as you type would be a request a keystroke).
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
  });
  useEffect(() => {
    if (lastResult?.status !== 'error' || !lastResult.error?.['']?.length) return;
    const element = document.getElementById(form.id);
    element?.querySelectorAll<HTMLInputElement>('input[type="password"]').forEach((input) => {
      input.value = '';
    });
  }, [lastResult, form.id]);
  const frame = { formProps: getFormProps(form), errors: form.errors, busy };
  return { form, fields, busy, key: flashId ?? id, frame };
}

/**
 * `useSchemaForm` for the form of the page's own route: its loader gives the form's
 * `constraint` (`formConstraint`), its action answers `{ result }`.
 */
export function useRouteForm<Schema extends z.ZodObject>(id: string) {
  const { constraint } = useLoaderData<{ constraint?: FormConstraint }>();
  const actionData = useActionData() as { result?: SubmissionResult<string[]> } | undefined;
  return useSchemaForm<Schema>(id, actionData?.result, constraint);
}
