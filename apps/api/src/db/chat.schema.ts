import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.schema.ts';
import { ads } from './ads.schema.ts';
import { at } from './columns.ts';

/**
 * Chat between a buyer and an ad's seller, blocks, reports and the notification centre
 * (issue 16, ADR 0035). Messages are stored before they are delivered: a message's
 * `(sender_id, client_id)` makes a resend the same message, and its `seq` (1, 2, … per
 * conversation) lets a client that reconnects ask for what it missed.
 */
/** A message's photo (ADR 0042): private storage keys of its renditions, `large`'s size. */
export interface ChatPhotoColumn {
  keys: { thumb: string; medium: string; large: string };
  width: number;
  height: number;
}

const memberId = (name: string) =>
  bigint(name, { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * One conversation per ad and buyer. Each side keeps its own state: how far it has read, when
 * it archived the conversation, and up to which message it deleted it for itself (a new
 * message brings a deleted conversation back, without the deleted messages).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    adId: bigint('ad_id', { mode: 'number' })
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    buyerId: memberId('buyer_id'),
    sellerId: memberId('seller_id'),
    /** The sequence number of the newest message (0: none yet). */
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageAt: at('last_message_at'),
    buyerReadSeq: integer('buyer_read_seq').notNull().default(0),
    sellerReadSeq: integer('seller_read_seq').notNull().default(0),
    /** How far each side's app has received the messages ("Delivered"; ADR 0038). */
    buyerDeliveredSeq: integer('buyer_delivered_seq').notNull().default(0),
    sellerDeliveredSeq: integer('seller_delivered_seq').notNull().default(0),
    buyerArchivedAt: at('buyer_archived_at'),
    sellerArchivedAt: at('seller_archived_at'),
    buyerClearedSeq: integer('buyer_cleared_seq').notNull().default(0),
    sellerClearedSeq: integer('seller_cleared_seq').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_ad_buyer_idx').on(t.adId, t.buyerId),
    // Each side's list, newest first (keyset on (last_message_at, id)).
    index('conversations_buyer_idx').on(t.buyerId, t.lastMessageAt, t.id),
    index('conversations_seller_idx').on(t.sellerId, t.lastMessageAt, t.id),
    check('conversations_two_members_check', sql`${t.buyerId} <> ${t.sellerId}`),
  ],
);

/** The messages of a conversation, in `seq` order. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    senderId: memberId('sender_id'),
    /** The sender's id for this message: a resend with the same id is the same message. */
    clientId: text('client_id').notNull(),
    body: text('body').notNull(),
    /**
     * A photo sent with the message (ADR 0042): its private storage keys and the size of
     * `large`; the text may then be empty.
     */
    photo: jsonb('photo').$type<ChatPhotoColumn>(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_seq_idx').on(t.conversationId, t.seq),
    uniqueIndex('chat_messages_client_idx').on(t.senderId, t.clientId),
    check(
      'chat_messages_body_check',
      sql`char_length(${t.body}) <= 2000 and (char_length(${t.body}) >= 1 or ${t.photo} is not null)`,
    ),
    check('chat_messages_client_id_check', sql`char_length(${t.clientId}) between 8 and 64`),
  ],
);

/** A member who blocked another: the blocked one can no longer write to them. */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    blockerId: memberId('blocker_id'),
    blockedId: memberId('blocked_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('member_blocks_blocked_idx').on(t.blockedId),
    check('member_blocks_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/**
 * Reports for moderation (the queue's UI comes later): who reported whom, why, about which
 * conversation, and how far that conversation had gone when it was reported (`last_seq`), so
 * a moderator reads what the reporter saw even if either side deletes it for themselves.
 */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reporterId: memberId('reporter_id'),
    reportedId: memberId('reported_id'),
    conversationId: bigint('conversation_id', { mode: 'number' }).references(
      () => conversations.id,
      { onDelete: 'set null' },
    ),
    lastSeq: integer('last_seq'),
    reason: text('reason').notNull(),
    details: text('details'),
    status: text('status').notNull().default('open'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('chat_reports_open_idx').on(t.status, t.createdAt),
    index('chat_reports_reported_idx').on(t.reportedId, t.createdAt),
    check('chat_reports_reason_check', sql`${t.reason} in ('scam', 'harassment', 'spam', 'other')`),
    check('chat_reports_status_check', sql`${t.status} in ('open', 'closed')`),
    check('chat_reports_details_check', sql`char_length(${t.details}) <= 1000`),
  ],
);

/**
 * The notification centre: one row per event a member should know of, newest first. An event
 * about the same thing (`subject`, e.g. a conversation) while an earlier one is unread is not a
 * second row: the unread one is brought up to date (the partial unique index).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: memberId('user_id'),
    kind: text('kind').notNull(),
    /** What the notification is about, e.g. `conversation:12` or `ad:34`. */
    subject: text('subject').notNull(),
    data: jsonb('data').notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
    readAt: at('read_at'),
    /** When the member was emailed about it while unread (ADR 0041); once per line. */
    emailedAt: at('emailed_at'),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt, t.id),
    // The unread-message emails' job: unread chat lines not emailed yet, oldest first.
    index('notifications_email_due_idx')
      .on(t.createdAt)
      .where(sql`read_at is null and emailed_at is null and kind = 'chat_message'`),
    uniqueIndex('notifications_unread_subject_idx')
      .on(t.userId, t.kind, t.subject)
      .where(sql`read_at is null`),
    check(
      'notifications_kind_check',
      sql`${t.kind} in ('chat_message', 'ad_expired', 'ad_renewed', 'ad_renew_failed', 'store_invitation', 'job_application_new', 'job_application_status')`,
    ),
  ],
);
