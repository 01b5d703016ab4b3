import { CHAT_REPORT_REASONS } from '@repo/domain';
import { z } from 'zod';

/**
 * The forms of `/chats` (ADR 0036): each a plain HTML post with an `intent`. The message's
 * text rules are the domain's (`chatMessageInputSchema`); these add the ids the page carries.
 * Read by the action only: the page's script never loads zod for them.
 */
const id = z.string().regex(/^[1-9][0-9]{0,15}$/);

export const chatIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('send'), conversation: id }),
  z.object({ intent: z.literal('start'), ad: id }),
  z.object({ intent: z.enum(['archive', 'unarchive', 'delete']), conversation: id }),
  z.object({
    intent: z.literal('report'),
    conversation: id,
    reason: z.enum(CHAT_REPORT_REASONS, { error: 'chat.reasonRequired' }),
    details: z.string().max(1000, 'validation.tooLong').optional(),
  }),
]);
export type ChatIntent = z.infer<typeof chatIntentSchema>;

/** What a done action says (its toast). */
export const DONE_KEY: Record<Exclude<ChatIntent['intent'], 'send' | 'start'>, string> = {
  archive: 'chat.done.archived',
  unarchive: 'chat.done.unarchived',
  delete: 'chat.done.deleted',
  report: 'chat.done.reported',
};
