import { chatEmailFormSchema } from '@repo/domain';

/**
 * The `/me/settings` post of the unread-message email setting (ADR 0041): a plain form with a
 * checkbox, which a browser leaves out of the post when it is unticked. Null: not that form.
 */
export function readChatEmailForm(form: Record<string, unknown>): { enabled: boolean } | null {
  const parsed = chatEmailFormSchema.safeParse(form);
  return parsed.success ? { enabled: parsed.data.chat_email === 'on' } : null;
}
