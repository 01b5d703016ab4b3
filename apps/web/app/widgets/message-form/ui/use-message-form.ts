import type { z } from 'zod';
import { useRouteForm } from '~/shared/ui/form/index.ts';

/** The message forms: each names its texts in the catalogs (`contact.title`, `feedback.intro`, …). */
export type MessageFormId = 'contact' | 'feedback';

/** The form of a message page (`useRouteForm`): the fields, and the props of `MessageFormPage`. */
export function useMessageForm<Schema extends z.ZodObject>(id: MessageFormId) {
  const { fields, key, frame } = useRouteForm<Schema>(id);
  return { fields, form: { id, frame, formKey: key } };
}
