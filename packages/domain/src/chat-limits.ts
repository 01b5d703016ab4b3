/**
 * The chat's limits and fixed lists (issue 16, ADR 0035), without zod: pages that only need a
 * number or a list import these and no schema comes with them.
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
  /** Characters of a search of one's conversations (by member or ad). */
  searchMax: 100,
} as const;

/** Why a member reports a conversation or another member. */
export const CHAT_REPORT_REASONS = ['scam', 'harassment', 'spam', 'other'] as const;
export type ChatReportReason = (typeof CHAT_REPORT_REASONS)[number];

/** The renditions of a chat photo its members may ask for (`…/photos/{message}/{rendition}`). */
export const CHAT_PHOTO_RENDITIONS = ['thumb', 'medium', 'large'] as const;
export type ChatPhotoRendition = (typeof CHAT_PHOTO_RENDITIONS)[number];
