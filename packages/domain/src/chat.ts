import { z } from 'zod';
import { CHAT_LIMITS, CHAT_REPORT_REASONS } from './chat-limits.ts';

/**
 * Chat between a buyer and an ad's seller (issue 16, ADR 0035): the limits and the API's input
 * schemas. Error messages are i18n keys (`validation.*`, `chat.*`).
 */
const clientId = z
  .string({ error: 'chat.clientIdRequired' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'chat.clientIdInvalid');

const text = z
  .string({ error: 'chat.textRequired' })
  .trim()
  .min(1, 'chat.textRequired')
  .max(CHAT_LIMITS.textMax, 'chat.textTooLong');

/** A message in an existing conversation. */
export const chatMessageInputSchema = z.object({ client_id: clientId, text });
export type ChatMessageInput = z.infer<typeof chatMessageInputSchema>;

/**
 * A message with a photo (`POST {api}/chats/{id}/photos`, multipart: these fields before the
 * `file` part): the text is then an optional caption.
 */
export const chatPhotoInputSchema = z.object({
  client_id: clientId,
  text: z.string().trim().max(CHAT_LIMITS.textMax, 'chat.textTooLong').default(''),
});
export type ChatPhotoInput = z.infer<typeof chatPhotoInputSchema>;

/** A buyer's first message about an ad: it opens the conversation (or joins the one open). */
export const chatStartInputSchema = z.object({
  ad_id: z.string({ error: 'chat.adRequired' }).regex(/^[1-9][0-9]{0,17}$/, 'chat.adRequired'),
  client_id: clientId,
  text,
});
export type ChatStartInput = z.infer<typeof chatStartInputSchema>;

/** A report of a conversation (or of the other member in it). */
export const chatReportInputSchema = z.object({
  reason: z.enum(CHAT_REPORT_REASONS, { error: 'chat.reasonRequired' }),
  details: z.string().trim().max(1000, 'validation.tooLong').optional(),
});
export type ChatReportInput = z.infer<typeof chatReportInputSchema>;

const messageWarningSchema = z.enum(['payment', 'link', 'phone']);

/** A message as its conversation's members see it. */
export const chatMessageSchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  client_id: z.string(),
  /** Whether the caller sent it. */
  mine: z.boolean(),
  text: z.string(),
  /** A photo sent with it (the size of its `large` rendition), read through its own route. */
  photo: z.object({ width: z.number().int(), height: z.number().int() }).nullable().default(null),
  created_at: z.string(),
  /** What the recipient is warned of (`messageWarnings`); always empty on one's own messages. */
  warnings: z.array(messageWarningSchema),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A conversation in its member's list (and at the top of its thread). */
export const chatConversationSchema = z.object({
  id: z.string(),
  /** The caller's side. */
  role: z.enum(['buyer', 'seller']),
  ad: z.object({
    id: z.string(),
    title: z.string(),
    price: z.number(),
    price_kind: z.string(),
    status: z.string(),
    /** The ad's cover, smallest rendition; null without photos. */
    thumb: z.string().nullable(),
  }),
  other: z.object({ id: z.string(), name: z.string(), username: z.string().nullable() }),
  last_seq: z.number().int(),
  last_message_at: z.string().nullable(),
  /** The newest message the caller still has (not deleted for themselves): the list's preview. */
  last_message: z.object({ text: z.string(), mine: z.boolean() }).nullable(),
  /** How far the other member has read: the caller's messages up to it show "read". */
  other_read_seq: z.number().int(),
  /** How far the other member's app has received: the caller's messages up to it show "delivered". */
  other_delivered_seq: z.number().int(),
  /** A block between the two: the caller's (`by_me`), the other's (`by_them`), or none. */
  blocked: z.enum(['none', 'by_me', 'by_them']),
  /** Messages from the other member after the caller's read position. */
  unread: z.number().int(),
  archived: z.boolean(),
  /** Whether both members have written: until then links and numbers are shown as text. */
  both_wrote: z.boolean(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

export const chatConversationsPageSchema = z.object({
  items: z.array(chatConversationSchema),
  next_cursor: z.string().nullable(),
});
export type ChatConversationsPage = z.infer<typeof chatConversationsPageSchema>;

/** A thread: its conversation and messages in `seq` order (after `after`, or before `before`). */
export const chatThreadSchema = z.object({
  conversation: chatConversationSchema,
  messages: z.array(chatMessageSchema),
  /** Whether messages older than the first one given exist. */
  has_older: z.boolean(),
});
export type ChatThread = z.infer<typeof chatThreadSchema>;

/** What sending answers: the conversation and the stored message with its sequence number. */
export const chatSentSchema = z.object({
  conversation_id: z.string(),
  message: chatMessageSchema,
});
export type ChatSent = z.infer<typeof chatSentSchema>;

/** The answers of the chat's calls, as the API sends them (`{ data }`). */
export const chatSentResponseSchema = z.object({ data: chatSentSchema });
export const chatThreadResponseSchema = z.object({ data: chatThreadSchema });
export const chatConversationsResponseSchema = z.object({ data: chatConversationsPageSchema });
export const chatOkResponseSchema = z.object({ data: z.object({ ok: z.literal(true) }) });
export const chatReadResponseSchema = z.object({ data: z.object({ read_seq: z.number().int() }) });
export const chatReportResponseSchema = z.object({ data: z.object({ id: z.string() }) });

/** A member the caller blocked (`/me/settings` lists them). */
export const blockedMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  blocked_at: z.string(),
});
export type BlockedMember = z.infer<typeof blockedMemberSchema>;
export const blockedMembersResponseSchema = z.object({ data: z.array(blockedMemberSchema) });

/** The header's badges (spec §7): only the fields asked for. */
export const BADGE_FIELDS = ['chat', 'comment', 'subscription_nearly_expired'] as const;
export type BadgeField = (typeof BADGE_FIELDS)[number];
export const badgesResponseSchema = z.object({
  data: z.object({
    chat: z.number().int().optional(),
    comment: z.number().int().optional(),
    subscription_nearly_expired: z.number().int().optional(),
  }),
});
export type Badges = z.infer<typeof badgesResponseSchema>['data'];
