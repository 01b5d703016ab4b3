// Long on purpose: the chat's rules in one place (start, send, thread, list, read, delivered,
// archive, delete) around one store-then-announce path; blocks and reports are in chat-safety.
import {
  NOTIFICATION_LIMITS,
  CHAT_LIMITS,
  type ChatConversationsPage,
  type ChatMessageInput,
  type ChatPhotoInput,
  type ChatPhotoRendition,
  type ChatSent,
  type ChatStartInput,
  type ChatThread,
} from '@repo/domain';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Notifier } from '../../lib/module-context.ts';
import type { HitLimiter } from '../../lib/redis-rate-limiter.ts';
import type { PrivatePhoto, PrivatePhotos } from '../photos/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import * as safety from './chat-safety.repository.ts';
import { createChatSafetyService } from './chat-safety.service.ts';
import * as repo from './chat.repository.ts';
import type { ConversationRow, MessageRow } from './chat.repository.ts';
import type { ChatBus } from './chat.bus.ts';
import {
  conversationViews,
  decodeCursor,
  encodeCursor,
  notFound,
  otherOf,
  parseKey,
  sideOf,
  toMessage,
} from './chat.views.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const clientIdReused = () =>
  new HttpError(
    422,
    'CHAT_CLIENT_ID_REUSED',
    'This message id was already used for another conversation.',
  );

export interface ChatLimits {
  messagesPerMinute: number;
  conversationsPerHour: number;
}

/**
 * Chat between an ad's buyer and seller (ADR 0035): messages are stored before anything is
 * delivered; a client id makes a resend the same message; only the two members see anything.
 */
export function createChatService(deps: {
  db: Db;
  now: () => number;
  /** The message and new-conversation limits (Redis when REDIS_URL is set; ADR 0040). */
  limiter: HitLimiter;
  limits: ChatLimits;
  /** MEDIA_BASE_URL: the ads' thumbnails are made from it. */
  mediaBaseUrl: string;
  /** Where stored changes are announced to the sockets of every process (ADR 0037). */
  bus: ChatBus;
  /** The recipient's notification centre: one line per conversation while unread (ADR 0039). */
  notifier: Notifier;
  /** Where the messages' photos are kept, private to the conversation (ADR 0042). */
  photos: PrivatePhotos;
}) {
  const { db, now, limiter, limits, mediaBaseUrl, bus, notifier, photos } = deps;

  /**
   * Announces a stored message (after it is stored, never before): to both members' sockets,
   * then to the recipient's notifications, with the sender's name and the ad's title.
   */
  const announce = async (
    row: ConversationRow,
    stored: MessageRow,
    about: { from: string; adTitle: string; preview?: string },
  ) => {
    await publish(row, stored);
    await notifier.notify({
      userId: otherOf(row, stored.senderId),
      kind: 'chat_message',
      subject: `conversation:${row.id}`,
      data: {
        conversation_id: String(row.id),
        from: about.from,
        ad_title: about.adTitle,
        preview: (about.preview ?? stored.body).slice(0, NOTIFICATION_LIMITS.previewMax),
      },
    });
  };

  /** The sender's name and the ad's title, for a message's notification. */
  const aboutOf = async (row: ConversationRow, senderId: number) => {
    const details = await repo.conversationDetails(db, [row.adId], [senderId]);
    const sender = details.members.get(senderId);
    return {
      from: sender ? `${sender.firstName} ${sender.lastName}`.trim() : '',
      adTitle: details.ads.get(row.adId)?.title ?? '',
    };
  };

  const publish = (row: ConversationRow, stored: MessageRow) =>
    bus.publish({
      type: 'message',
      members: [row.buyerId, row.sellerId],
      conversationId: row.id,
      message: {
        id: stored.id,
        seq: stored.seq,
        senderId: stored.senderId,
        clientId: stored.clientId,
        body: stored.body,
        photo: stored.photo,
        createdAt: stored.createdAt.toISOString(),
      },
    });

  /**
   * Moves a member's delivered position and tells both members' sockets, when it moved and
   * there is a message of the other member to be delivered (one's own are not "delivered").
   */
  async function delivered(row: ConversationRow, memberId: number, seq: number): Promise<void> {
    const side = sideOf(row, memberId);
    const current = side === 'buyer' ? row.buyerDeliveredSeq : row.sellerDeliveredSeq;
    if (Math.min(seq, row.lastSeq) <= current) return;
    const deliveredSeq = await repo.markDelivered(db, row, side, seq);
    if (deliveredSeq === null) return;
    await bus.publish({
      type: 'delivered',
      members: [row.buyerId, row.sellerId],
      conversationId: row.id,
      memberId,
      deliveredSeq,
    });
  }

  async function refuseIfBlocked(memberId: number, otherId: number): Promise<void> {
    const blocked = await safety.blockBetween(db, memberId, otherId);
    if (blocked) refuseBlocked(memberId, blocked.by);
  }

  function refuseBlocked(memberId: number, by: number): never {
    throw new HttpError(
      403,
      'CHAT_BLOCKED',
      by === memberId
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
   * What every message in a conversation goes through first (ADR 0040): one query finds the
   * conversation, a resend, a block and the names; a resend answers the stored message, a block
   * is refused; then the message limit takes its slot.
   */
  async function checkSend(memberId: number, id: string, clientId: string) {
    const found = await repo.findForSend(db, parseKey(id, 'conversation'), memberId, clientId);
    if (!found) throw notFound();
    const row = found.conversation;
    if (found.again) {
      if (found.again.conversationId !== row.id) throw clientIdReused();
      return { sent: { conversation_id: id, message: toMessage(found.again, memberId) } };
    }
    if (found.blockedBy !== null) refuseBlocked(memberId, found.blockedBy);
    await takeMessageSlot(memberId);
    return { found, row };
  }

  /**
   * Stores the message once: a client id already used by this sender answers the stored
   * message (the same conversation) or is refused (another conversation).
   */
  async function store(
    conversationId: number,
    memberId: number,
    input: ChatMessageInput,
    photo: PrivatePhoto | null = null,
  ): Promise<MessageRow> {
    try {
      return await repo.appendMessage(db, {
        conversationId,
        senderId: memberId,
        clientId: input.client_id,
        body: input.text,
        photo,
        at: new Date(now()),
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same client id arrived twice at once: the first one stored it.
      const stored = await repo.findByClientId(db, memberId, input.client_id);
      if (stored?.conversationId === conversationId) return stored;
      throw clientIdReused();
    }
  }

  return {
    ...createChatSafetyService(db),

    /**
     * A buyer's message about an ad: opens the conversation with its seller (one per ad and
     * buyer) or writes in the one already open.
     */
    async start(memberId: number, input: ChatStartInput): Promise<ChatSent> {
      const again = await repo.findByClientId(db, memberId, input.client_id);
      if (again) {
        const about = await repo.findConversation(db, again.conversationId, memberId);
        if (about?.adId !== Number(input.ad_id)) throw clientIdReused();
        return {
          conversation_id: String(again.conversationId),
          message: toMessage(again, memberId),
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
      await announce(existing.row, stored, await aboutOf(existing.row, memberId));
      return {
        conversation_id: String(existing.row.id),
        message: toMessage(stored, memberId),
      };
    },

    /**
     * A message in a conversation of the caller's: one query finds the conversation, a resend,
     * a block and the names (ADR 0040); then the limit, the stored message, the announcement.
     */
    async send(memberId: number, id: string, input: ChatMessageInput): Promise<ChatSent> {
      const checked = await checkSend(memberId, id, input.client_id);
      if (checked.sent) return checked.sent;
      const { found, row } = checked;
      const stored = await store(row.id, memberId, input);
      await announce(row, stored, { from: found.senderName, adTitle: found.adTitle });
      return { conversation_id: id, message: toMessage(stored, memberId) };
    },

    /**
     * A message with a photo (ADR 0042): the checks of `send` first (a resend answers the stored
     * message without reading the file again), then the photo's checks and renditions, kept
     * under the conversation's private folder, then the message. A message that cannot be
     * stored takes its files with it.
     */
    async sendPhoto(
      memberId: number,
      id: string,
      input: ChatPhotoInput,
      readFile: () => Promise<Buffer>,
    ): Promise<ChatSent> {
      const checked = await checkSend(memberId, id, input.client_id);
      if (checked.sent) return checked.sent;
      const { found, row } = checked;
      const photo = await photos.save(`chat/${row.id}`, await readFile());
      let stored: MessageRow;
      try {
        stored = await store(row.id, memberId, input, photo);
      } catch (error) {
        await photos.remove(photo);
        throw error;
      }
      // A resend that raced this one stored its own photo: this one's files are not used.
      if (stored.photo?.keys.large !== photo.keys.large) await photos.remove(photo);
      await announce(row, stored, {
        from: found.senderName,
        adTitle: found.adTitle,
        preview: stored.body || '📷',
      });
      return { conversation_id: id, message: toMessage(stored, memberId) };
    },

    /**
     * A rendition of a message's photo, for the conversation's members only, and not once the
     * reader deleted the conversation up to it: null otherwise (404, nothing said).
     */
    async photo(
      memberId: number,
      id: string,
      messageId: string,
      rendition: ChatPhotoRendition,
    ): Promise<Buffer | null> {
      const row = await repo.findConversation(db, parseKey(id, 'conversation'), memberId);
      if (!row) return null;
      const message = await repo.findMessage(db, row.id, parseKey(messageId, 'conversation'));
      const from = sideOf(row, memberId) === 'buyer' ? row.buyerClearedSeq : row.sellerClearedSeq;
      if (!message?.photo || message.seq <= from) return null;
      return photos.read(message.photo.keys[rendition]);
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
      const row = await repo.findConversation(db, parseKey(id, 'conversation'), memberId);
      if (!row) throw notFound();
      const side = sideOf(row, memberId);
      const from = side === 'buyer' ? row.buyerClearedSeq : row.sellerClearedSeq;
      const limit = options.limit ?? CHAT_LIMITS.messagesPage;
      const rows = await repo.listMessages(db, row.id, { ...options, from, limit });
      const first = rows[0]?.seq;
      // The caller's app has the messages it is given: they are delivered (ADR 0038).
      const newest = rows[rows.length - 1]?.seq;
      if (newest !== undefined) await delivered(row, memberId, newest);
      return {
        conversation: (await conversationViews(db, memberId, [row], mediaBaseUrl))[0]!,
        messages: rows.map((m) => toMessage(m, memberId)),
        has_older: options.after === undefined ? first !== undefined && first > from + 1 : false,
      };
    },

    /** The caller's conversations (or archived ones), newest message first. */
    async list(
      memberId: number,
      options: { cursor?: string; limit?: number; archived?: boolean; adId?: number; q?: string },
    ): Promise<ChatConversationsPage> {
      const limit = options.limit ?? CHAT_LIMITS.conversationsPage;
      const rows = await repo.listConversations(db, memberId, {
        archived: options.archived ?? false,
        adId: options.adId,
        words: options.q?.split(/\s+/).filter(Boolean).slice(0, 5),
        cursor: decodeCursor(options.cursor),
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      return {
        items: await conversationViews(
          db,
          memberId,
          page.map((r) => r.conversation),
          mediaBaseUrl,
        ),
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
      const row = await repo.findConversation(db, parseKey(id, 'conversation'), memberId);
      if (!row) throw notFound();
      const readSeq = await repo.markRead(db, row, sideOf(row, memberId), seq);
      await bus.publish({
        type: 'read',
        members: [row.buyerId, row.sellerId],
        conversationId: row.id,
        readerId: memberId,
        readSeq,
      });
      // Read to the end: the conversation's line in the notification centre is read too.
      if (readSeq >= row.lastSeq)
        await notifier.seen(memberId, 'chat_message', `conversation:${row.id}`);
      return readSeq;
    },

    /** The caller's app received the messages up to `seq` (the socket's `delivered` frame). */
    async markDelivered(memberId: number, id: string, seq: number): Promise<void> {
      const row = await repo.findConversation(db, parseKey(id, 'conversation'), memberId);
      if (!row) throw notFound();
      await delivered(row, memberId, seq);
    },

    async archive(memberId: number, id: string, archived: boolean): Promise<void> {
      const row = await repo.findConversation(db, parseKey(id, 'conversation'), memberId);
      if (!row) throw notFound();
      await repo.setArchived(db, row.id, sideOf(row, memberId), archived ? new Date(now()) : null);
    },

    /** Deletes the conversation for the caller only (the other member keeps it). */
    async remove(memberId: number, id: string): Promise<void> {
      const row = await repo.findConversation(db, parseKey(id, 'conversation'), memberId);
      if (!row) throw notFound();
      await repo.clearFor(db, row, sideOf(row, memberId));
      await notifier.seen(memberId, 'chat_message', `conversation:${row.id}`);
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
