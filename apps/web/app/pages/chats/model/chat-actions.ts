import { CHAT_LIMITS } from '@repo/domain';

/**
 * What the forms of `/chats` post (ADR 0036) that the page itself also needs. The forms'
 * schema is in chat-intent.ts, which the server alone reads (zod stays out of the page's script).
 */
export const QUICK_REPLIES = ['available', 'lowest', 'see'] as const;
export type QuickReply = (typeof QUICK_REPLIES)[number];

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
