import { CHAT_LIMITS, CHAT_REPORT_REASONS } from '@repo/domain';
import { z } from 'zod';

/**
 * The forms of `/chats` (ADR 0036): each a plain HTML post with an `intent`. The message's
 * text rules are the domain's (`chatMessageInputSchema`); these add the ids the page carries.
 */
const id = z.string().regex(/^[1-9][0-9]{0,15}$/);

export const QUICK_REPLIES = ['available', 'lowest', 'see'] as const;
export type QuickReply = (typeof QUICK_REPLIES)[number];

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

/** The text a send or start posts: a quick reply's (in the page's language) or what was typed. */
export function messageText(
  form: { text?: unknown; quick?: unknown },
  quickText: (reply: QuickReply) => string,
): string {
  const quick = QUICK_REPLIES.find((reply) => reply === form.quick);
  if (quick) return quickText(quick);
  // Bounded before the schema sees it: a body may carry far more than a message can hold.
  return typeof form.text === 'string' ? form.text.slice(0, CHAT_LIMITS.textMax + 1) : '';
}

/** The catalog key of a refused send or start, from the API's status and code. */
export function sendFailureKey(failure: { status: number; code?: string }): string {
  if (failure.code === 'INVALID_IMAGE' || failure.status === 415) return 'chat.photo.invalid';
  if (failure.code === 'PAYLOAD_TOO_LARGE' || failure.status === 413) return 'chat.photo.tooLarge';
  if (failure.code === 'UPLOAD_FAILED') return 'chat.photo.failed';
  if (failure.code === 'CHAT_BLOCKED') return 'chat.blockedByThem';
  if (failure.code === 'CHAT_OWN_AD') return 'chat.failed.ownAd';
  if (failure.code === 'CHAT_AD_UNAVAILABLE') return 'chat.failed.unavailable';
  if (failure.status === 429) return 'chat.failed.rateLimited';
  if (failure.status === 404) return 'chat.failed.notFound';
  if (failure.status === 0) return 'errors.noResponse';
  return 'chat.failed.send';
}

/** The URL of a rendition of a message's photo (the web server reads it for the member). */
export function chatPhotoHref(
  conversation: string,
  message: string,
  rendition: 'thumb' | 'medium' | 'large',
): string {
  return `/api/_chat-photos/${conversation}/${message}/${rendition}`;
}

/** What a done action says (its toast). */
export const DONE_KEY: Record<Exclude<ChatIntent['intent'], 'send' | 'start'>, string> = {
  archive: 'chat.done.archived',
  unarchive: 'chat.done.unarchived',
  delete: 'chat.done.deleted',
  report: 'chat.done.reported',
};
