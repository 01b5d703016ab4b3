import {
  CHAT_LIMITS,
  messageWarnings,
  type ChatConversation,
  type ChatConversationsPage,
  type ChatMessage,
  type ChatMessageInput,
  type ChatReportInput,
  type ChatSent,
  type ChatStartInput,
  type ChatThread,
} from '@repo/domain';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { inTransaction } from '../../db/sql.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { HttpError } from '../../plugins/errors.ts';
import * as repo from './chat.repository.ts';
import type { ConversationRow, MessageRow, Side } from './chat.repository.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface ChatLimits {
  messagesPerMinute: number;
  conversationsPerHour: number;
}

const notFound = () => new HttpError(404, 'NOT_FOUND', 'No such conversation.');
const parseId = (id: string): number => {
  if (!/^[1-9][0-9]{0,15}$/.test(id)) throw notFound();
  return Number(id);
};

/** A keyset cursor of the list: the last conversation's message time and id. */
function encodeCursor(row: ConversationRow): string | null {
  if (!row.lastMessageAt) return null;
  return Buffer.from(JSON.stringify([row.lastMessageAt.toISOString(), row.id])).toString(
    'base64url',
  );
}
function decodeCursor(cursor: string | undefined): { at: Date; id: number } | undefined {
  if (!cursor) return undefined;
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    const date = new Date(String(at));
    if (typeof id === 'number' && Number.isSafeInteger(id) && !Number.isNaN(date.getTime()))
      return { at: date, id };
  } catch {
    // fall through
  }
  throw new HttpError(400, 'BAD_REQUEST', 'The cursor is not one this list gave.');
}

/**
 * Chat between an ad's buyer and seller (ADR 0035): messages are stored before anything is
 * delivered; a client id makes a resend the same message; only the two members see anything.
 */
export function createChatService(deps: {
  db: Db;
  now: () => number;
  limiter: RateLimiter;
  limits: ChatLimits;
}) {
  const { db, now, limiter, limits } = deps;

  const sideOf = (row: ConversationRow, memberId: number): Side =>
    row.buyerId === memberId ? 'buyer' : 'seller';
  const otherOf = (row: ConversationRow, memberId: number) =>
    row.buyerId === memberId ? row.sellerId : row.buyerId;

  function toMessage(row: MessageRow, memberId: number, firstSeq: boolean): ChatMessage {
    const mine = row.senderId === memberId;
    return {
      id: String(row.id),
      seq: row.seq,
      client_id: row.clientId,
      mine,
      text: row.body,
      created_at: row.createdAt.toISOString(),
      warnings: mine ? [] : messageWarnings(row.body, { first: firstSeq }),
    };
  }

  async function refuseIfBlocked(memberId: number, otherId: number): Promise<void> {
    const blocked = await repo.blockBetween(db, memberId, otherId);
    if (!blocked) return;
    throw new HttpError(
      403,
      'CHAT_BLOCKED',
      blocked.by === memberId
        ? 'You blocked this member: unblock them to write to them.'
        : 'This member is not receiving your messages.',
    );
  }

  async function takeMessageSlot(memberId: number): Promise<void> {
    const hit = await limiter.hit(
      'chat:messages',
      String(memberId),
      limits.messagesPerMinute,
      MINUTE_MS,
    );
    if (!hit.allowed)
      throw new HttpError(429, 'RATE_LIMITED', 'Too many messages. Please wait a moment.', {
        retry_after: Math.max(1, Math.ceil(hit.retryAfterMs / 1000)),
      });
  }

  /**
   * Stores the message once: a client id already used by this sender answers the stored
   * message (the same conversation) or is refused (another conversation).
   */
  async function store(
    conversationId: number,
    memberId: number,
    input: ChatMessageInput,
  ): Promise<MessageRow> {
    const write = () =>
      inTransaction(db, (tx) =>
        repo.appendMessage(tx, {
          conversationId,
          senderId: memberId,
          clientId: input.client_id,
          body: input.text,
          at: new Date(now()),
        }),
      );
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same client id arrived twice at once: the first one stored it.
      const stored = await repo.findByClientId(db, memberId, input.client_id);
      if (stored?.conversationId === conversationId) return stored;
      throw error;
    }
  }

  async function resent(memberId: number, clientId: string, conversationId?: number) {
    const stored = await repo.findByClientId(db, memberId, clientId);
    if (!stored) return undefined;
    if (conversationId !== undefined && stored.conversationId !== conversationId)
      throw new HttpError(
        422,
        'CHAT_CLIENT_ID_REUSED',
        'This message id was already used for another conversation.',
      );
    return stored;
  }

  async function conversationView(
    row: ConversationRow,
    memberId: number,
  ): Promise<ChatConversation> {
    const [view] = await views(memberId, [
      { conversation: row, role: sideOf(row, memberId), readSeq: readSeqOf(row, memberId) },
    ]);
    return view!;
  }

  const readSeqOf = (row: ConversationRow, memberId: number) =>
    row.buyerId === memberId ? row.buyerReadSeq : row.sellerReadSeq;

  async function views(
    memberId: number,
    rows: { conversation: ConversationRow; role: Side; readSeq: number }[],
  ): Promise<ChatConversation[]> {
    const details = await repo.conversationDetails(
      db,
      [...new Set(rows.map((r) => r.conversation.adId))],
      [...new Set(rows.map((r) => otherOf(r.conversation, memberId)))],
    );
    const unread = await repo.unreadCounts(
      db,
      memberId,
      rows.map((r) => ({ id: r.conversation.id, readSeq: r.readSeq })),
    );
    const senders = await Promise.all(rows.map((r) => repo.sendersOf(db, r.conversation.id)));
    return rows.map(({ conversation: c, role }, i) => {
      const ad = details.ads.get(c.adId);
      const other = details.members.get(otherOf(c, memberId));
      return {
        id: String(c.id),
        role,
        ad: {
          id: String(c.adId),
          title: ad?.title ?? '',
          price: Number(ad?.price ?? 0),
          price_kind: ad?.priceKind ?? 'fixed',
          status: ad?.status ?? 'deleted',
        },
        other: {
          id: String(otherOf(c, memberId)),
          name: other ? `${other.firstName} ${other.lastName}`.trim() : '',
          username: other?.username ?? null,
        },
        last_seq: c.lastSeq,
        last_message_at: c.lastMessageAt?.toISOString() ?? null,
        unread: unread.get(c.id) ?? 0,
        archived: (role === 'buyer' ? c.buyerArchivedAt : c.sellerArchivedAt) !== null,
        both_wrote: senders[i]!.size >= 2,
      };
    });
  }

  return {
    /**
     * A buyer's message about an ad: opens the conversation with its seller (one per ad and
     * buyer) or writes in the one already open.
     */
    async start(memberId: number, input: ChatStartInput): Promise<ChatSent> {
      const again = await resent(memberId, input.client_id);
      if (again) {
        const about = await repo.findConversation(db, again.conversationId, memberId);
        if (about?.adId !== Number(input.ad_id))
          throw new HttpError(
            422,
            'CHAT_CLIENT_ID_REUSED',
            'This message id was already used for another conversation.',
          );
        return {
          conversation_id: String(again.conversationId),
          message: toMessage(again, memberId, again.seq === 1),
        };
      }
      const ad = await repo.findAdForChat(db, Number(input.ad_id));
      if (!ad || ad.status === 'deleted') throw new HttpError(404, 'NOT_FOUND', 'No such ad.');
      if (ad.sellerId === memberId) throw new HttpError(403, 'CHAT_OWN_AD', 'This is your own ad.');
      await refuseIfBlocked(memberId, ad.sellerId);
      const existing = await repo.openConversation(db, {
        adId: ad.id,
        buyerId: memberId,
        sellerId: ad.sellerId,
      });
      if (existing.created || existing.row.lastSeq === 0) {
        // Only an ad still for sale takes new conversations.
        if (ad.status !== 'active')
          throw new HttpError(409, 'CHAT_AD_UNAVAILABLE', 'This ad is no longer for sale.');
        if (existing.created) {
          const hit = await limiter.hit(
            'chat:conversations',
            String(memberId),
            limits.conversationsPerHour,
            HOUR_MS,
          );
          if (!hit.allowed)
            throw new HttpError(
              429,
              'RATE_LIMITED',
              'You started many conversations in the last hour. Please try again later.',
              { retry_after: Math.max(1, Math.ceil(hit.retryAfterMs / 1000)) },
            );
        }
      }
      await takeMessageSlot(memberId);
      const stored = await store(existing.row.id, memberId, input);
      return {
        conversation_id: String(existing.row.id),
        message: toMessage(stored, memberId, stored.seq === 1),
      };
    },

    /** A message in a conversation of the caller's. */
    async send(memberId: number, id: string, input: ChatMessageInput): Promise<ChatSent> {
      const row = await repo.findConversation(db, parseId(id), memberId);
      if (!row) throw notFound();
      const again = await resent(memberId, input.client_id, row.id);
      if (again)
        return { conversation_id: id, message: toMessage(again, memberId, again.seq === 1) };
      await refuseIfBlocked(memberId, otherOf(row, memberId));
      await takeMessageSlot(memberId);
      const stored = await store(row.id, memberId, input);
      return { conversation_id: id, message: toMessage(stored, memberId, stored.seq === 1) };
    },

    /**
     * A thread: the messages after `after` in order (what a reconnecting client missed), or
     * the newest page before `before` (older messages on scroll), or the newest page.
     */
    async thread(
      memberId: number,
      id: string,
      options: { after?: number; before?: number; limit?: number },
    ): Promise<ChatThread> {
      const row = await repo.findConversation(db, parseId(id), memberId);
      if (!row) throw notFound();
      const side = sideOf(row, memberId);
      const from = side === 'buyer' ? row.buyerClearedSeq : row.sellerClearedSeq;
      const limit = options.limit ?? CHAT_LIMITS.messagesPage;
      const rows = await repo.listMessages(db, row.id, { ...options, from, limit });
      const first = rows[0]?.seq;
      return {
        conversation: await conversationView(row, memberId),
        messages: rows.map((m) => toMessage(m, memberId, m.seq === 1)),
        has_older: options.after === undefined ? first !== undefined && first > from + 1 : false,
      };
    },

    /** The caller's conversations (or archived ones), newest message first. */
    async list(
      memberId: number,
      options: { cursor?: string; limit?: number; archived?: boolean },
    ): Promise<ChatConversationsPage> {
      const limit = options.limit ?? CHAT_LIMITS.conversationsPage;
      const rows = await repo.listConversations(db, memberId, {
        archived: options.archived ?? false,
        cursor: decodeCursor(options.cursor),
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      return {
        items: await views(memberId, page),
        next_cursor: rows.length > limit ? encodeCursor(page[page.length - 1]!.conversation) : null,
      };
    },

    /** Conversations with messages the caller has not read: the header's chat badge. */
    async unreadConversations(memberId: number): Promise<number> {
      const rows = await repo.listConversations(db, memberId, { archived: false, limit: 100 });
      const counts = await repo.unreadCounts(
        db,
        memberId,
        rows.map((r) => ({ id: r.conversation.id, readSeq: r.readSeq })),
      );
      return [...counts.values()].filter((n) => n > 0).length;
    },

    /** Marks the caller's messages read up to `seq`; answers the read position. */
    async markRead(memberId: number, id: string, seq: number): Promise<number> {
      const row = await repo.findConversation(db, parseId(id), memberId);
      if (!row) throw notFound();
      return repo.markRead(db, row, sideOf(row, memberId), seq);
    },

    async archive(memberId: number, id: string, archived: boolean): Promise<void> {
      const row = await repo.findConversation(db, parseId(id), memberId);
      if (!row) throw notFound();
      await repo.setArchived(db, row.id, sideOf(row, memberId), archived ? new Date(now()) : null);
    },

    /** Deletes the conversation for the caller only (the other member keeps it). */
    async remove(memberId: number, id: string): Promise<void> {
      const row = await repo.findConversation(db, parseId(id), memberId);
      if (!row) throw notFound();
      await repo.clearFor(db, row, sideOf(row, memberId));
    },

    async block(memberId: number, otherId: string): Promise<void> {
      const other = parseMember(otherId);
      if (other === memberId) throw new HttpError(400, 'BAD_REQUEST', 'You cannot block yourself.');
      if (!(await repo.memberExists(db, other)))
        throw new HttpError(404, 'NOT_FOUND', 'No such member.');
      await repo.block(db, memberId, other);
    },

    async unblock(memberId: number, otherId: string): Promise<void> {
      await repo.unblock(db, memberId, parseMember(otherId));
    },

    async blocked(memberId: number) {
      const rows = await repo.listBlocked(db, memberId);
      return rows.map((row) => ({
        id: String(row.id),
        name: `${row.firstName} ${row.lastName}`.trim(),
        username: row.username,
        blocked_at: row.blockedAt.toISOString(),
      }));
    },

    /** A report of the conversation's other member, kept for moderation. */
    async report(memberId: number, id: string, input: ChatReportInput): Promise<string> {
      const row = await repo.findConversation(db, parseId(id), memberId);
      if (!row) throw notFound();
      const reportId = await repo.insertReport(db, {
        reporterId: memberId,
        reportedId: otherOf(row, memberId),
        conversationId: row.id,
        lastSeq: row.lastSeq,
        reason: input.reason,
        details: input.details || null,
      });
      return String(reportId);
    },
  };
}

function parseMember(id: string): number {
  if (!/^[1-9][0-9]{0,15}$/.test(id)) throw new HttpError(404, 'NOT_FOUND', 'No such member.');
  return Number(id);
}

export type ChatService = ReturnType<typeof createChatService>;
