import { useActionData, useLoaderData } from '@remix-run/react';
import type { z } from 'zod';
import { useSchemaForm, type FormConstraint } from '~/shared/ui/form/index.ts';

/** The message forms: each names its texts in the catalogs (`contact.title`, `feedback.intro`, …). */
export type MessageFormId = 'contact' | 'feedback';

type ActionData = { result?: Parameters<typeof useSchemaForm>[1] } | undefined;

/**
 * `useSchemaForm` for a message page, whose loader gives the form's `constraint` and whose
 * action answers `{ result }`: the fields, and the props of `MessageFormPage`.
 */
export function useMessageForm<Schema extends z.ZodObject>(id: MessageFormId) {
  const { constraint } = useLoaderData<{ constraint: FormConstraint }>();
  const actionData = useActionData() as ActionData;
  const { fields, key, frame } = useSchemaForm<Schema>(id, actionData?.result, constraint);
  return { fields, form: { id, frame, formKey: key } };
}
