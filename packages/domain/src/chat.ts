import { z } from 'zod';

/**
 * Chat between a buyer and an ad's seller (issue 16, ADR 0035): the limits and the API's input
 * schemas. Error messages are i18n keys (`validation.*`, `chat.*`).
 */
export const CHAT_LIMITS = {
  /** Characters of one message's text. */
  textMax: 2000,
  /** A message's client-generated id: what makes a resend the same message. */
  clientIdMax: 64,
  /** Conversations on one page of the list. */
  conversationsPage: 20,
  /** Messages of a thread in one answer (older ones page by sequence). */
  messagesPage: 50,
} as const;

/** Why a member reports a conversation or another member. */
export const CHAT_REPORT_REASONS = ['scam', 'harassment', 'spam', 'other'] as const;
export type ChatReportReason = (typeof CHAT_REPORT_REASONS)[number];

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
