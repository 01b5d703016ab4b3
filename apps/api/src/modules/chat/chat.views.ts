import { messageWarnings, type ChatConversation, type ChatMessage } from '@repo/domain';
import type { Db } from '../../db/client.ts';
import { coversOfAds } from '../photos/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import { decodeTimeCursor, encodeTimeCursor } from '../../lib/time-cursor.ts';
import * as repo from './chat.repository.ts';
import type { ConversationRow, MessageRow, Side } from './chat.repository.ts';

/**
 * What the chat's answers show of its rows (ADR 0035): messages, conversations, cursors; and
 * the ids its paths carry.
 */

export const notFound = () => new HttpError(404, 'NOT_FOUND', 'No such conversation.');

/** A conversation's or a member's id from the path; anything else is not found. */
export function parseKey(id: string, what: 'conversation' | 'member'): number {
  if (/^[1-9][0-9]{0,15}$/.test(id)) return Number(id);
  throw what === 'conversation' ? notFound() : new HttpError(404, 'NOT_FOUND', 'No such member.');
}

export const sideOf = (row: ConversationRow, memberId: number): Side =>
  row.buyerId === memberId ? 'buyer' : 'seller';
export const otherOf = (row: ConversationRow, memberId: number) =>
  row.buyerId === memberId ? row.sellerId : row.buyerId;

/** A message for `memberId`; the recipient's warnings are computed from its text. */
export function toMessage(row: MessageRow, memberId: number): ChatMessage {
  const mine = row.senderId === memberId;
  return {
    id: String(row.id),
    seq: row.seq,
    client_id: row.clientId,
    mine,
    text: row.body,
    photo: row.photo ? { width: row.photo.width, height: row.photo.height } : null,
    created_at: row.createdAt.toISOString(),
    warnings: mine ? [] : messageWarnings(row.body, { first: row.seq === 1 }),
  };
}

/** A keyset cursor of the list: the last conversation's message time and id. */
export function encodeCursor(row: ConversationRow): string | null {
  return row.lastMessageAt ? encodeTimeCursor(row.lastMessageAt, row.id) : null;
}
export { decodeTimeCursor as decodeCursor };

/** Conversations as `memberId` sees them: the ad, the other member, unread count, state. */
export async function conversationViews(
  db: Db,
  memberId: number,
  rows: ConversationRow[],
  mediaBaseUrl: string,
): Promise<ChatConversation[]> {
  const ids = rows.map((c) => c.id);
  const others = [...new Set(rows.map((c) => otherOf(c, memberId)))];
  const [details, unread, senders, covers, last, blocks] = await Promise.all([
    repo.conversationDetails(db, [...new Set(rows.map((c) => c.adId))], others),
    repo.unreadCounts(
      db,
      memberId,
      rows.map((c) => ({
        id: c.id,
        readSeq: sideOf(c, memberId) === 'buyer' ? c.buyerReadSeq : c.sellerReadSeq,
      })),
    ),
    repo.senderCounts(db, ids),
    coversOfAds(
      db,
      rows.map((c) => c.adId),
      mediaBaseUrl,
    ),
    repo.lastMessages(
      db,
      rows.map((c) => ({
        id: c.id,
        lastSeq: c.lastSeq,
        from: sideOf(c, memberId) === 'buyer' ? c.buyerClearedSeq : c.sellerClearedSeq,
      })),
    ),
    repo.blocksWith(db, memberId, others),
  ]);
  return rows.map((c) => {
    const role = sideOf(c, memberId);
    const ad = details.ads.get(c.adId);
    const other = details.members.get(otherOf(c, memberId));
    const lastOf = last.get(c.id);
    return {
      id: String(c.id),
      role,
      ad: {
        id: String(c.adId),
        title: ad?.title ?? '',
        price: Number(ad?.price ?? 0),
        price_kind: ad?.priceKind ?? 'fixed',
        status: ad?.status ?? 'deleted',
        thumb: covers.get(c.adId)?.urls.thumb ?? null,
      },
      other: {
        id: String(otherOf(c, memberId)),
        name: other ? `${other.firstName} ${other.lastName}`.trim() : '',
        username: other?.username ?? null,
      },
      last_seq: c.lastSeq,
      last_message_at: c.lastMessageAt?.toISOString() ?? null,
      last_message: lastOf ? { text: lastOf.body, mine: lastOf.senderId === memberId } : null,
      other_read_seq: role === 'buyer' ? c.sellerReadSeq : c.buyerReadSeq,
      other_delivered_seq: role === 'buyer' ? c.sellerDeliveredSeq : c.buyerDeliveredSeq,
      blocked: blocks.get(otherOf(c, memberId)) ?? 'none',
      unread: unread.get(c.id) ?? 0,
      archived: (role === 'buyer' ? c.buyerArchivedAt : c.sellerArchivedAt) !== null,
      both_wrote: (senders.get(c.id) ?? 0) >= 2,
    };
  });
}
