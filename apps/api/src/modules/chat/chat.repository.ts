// Long on purpose: every SQL statement of chat and its lists, one place per table family;
// the safety SQL (blocks, reports) already lives in chat-safety.repository.ts.
import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  lt,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/sql.ts';
import { ads, chatMessages, conversations, memberBlocks, users } from '../../db/schema.ts';
import type { ChatPhotoColumn } from '../../db/chat.schema.ts';

/** The chat's SQL (ADR 0035); the service decides the rules and the transactions. */

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

/** A conversation of `memberId` (either side), or undefined: strangers learn nothing. */
export async function findConversation(
  db: Db,
  id: number,
  memberId: number,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.id, id),
        or(eq(conversations.buyerId, memberId), eq(conversations.sellerId, memberId)),
      ),
    );
  return row;
}

/** The ad a buyer writes about: its seller and whether it still sells. */
export async function findAdForChat(db: Db, adId: number) {
  const [row] = await db
    .select({ id: ads.id, sellerId: ads.userId, status: ads.status })
    .from(ads)
    .where(eq(ads.id, adId));
  return row;
}

/** The buyer's conversation about the ad, opened if there is none; `created` says which. */
export async function openConversation(
  db: Db,
  values: { adId: number; buyerId: number; sellerId: number },
): Promise<{ row: ConversationRow; created: boolean }> {
  const [inserted] = await db
    .insert(conversations)
    .values(values)
    .onConflictDoNothing({ target: [conversations.adId, conversations.buyerId] })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.adId, values.adId), eq(conversations.buyerId, values.buyerId)));
  return { row: row!, created: false };
}

/** A message of a conversation by its id. */
export async function findMessage(
  db: Db,
  conversationId: number,
  id: number,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.id, id)));
  return row;
}

/** The message a sender already stored under this client id, if any. */
export async function findByClientId(
  db: Db,
  senderId: number,
  clientId: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, clientId)));
  return row;
}

/**
 * Stores a message with the conversation's next sequence number, in one statement: the
 * conversation's row is updated first, so concurrent senders queue on its lock and never share a
 * number, and a refused insert (the same client id) takes the number back. A new message brings
 * the conversation back to both lists (archive lifted).
 */
export async function appendMessage(
  db: Db,
  values: {
    conversationId: number;
    senderId: number;
    clientId: string;
    body: string;
    photo?: ChatPhotoColumn | null;
    at: Date;
  },
): Promise<MessageRow> {
  const at = values.at.toISOString();
  const photo = values.photo ? JSON.stringify(values.photo) : null;
  const result = (await db.execute(sql`
    with next as (
      update ${conversations}
      set last_seq = last_seq + 1, last_message_at = ${at}::timestamptz,
        buyer_archived_at = null, seller_archived_at = null
      where id = ${values.conversationId}
      returning last_seq
    )
    insert into ${chatMessages} (conversation_id, seq, sender_id, client_id, body, photo, created_at)
    select ${values.conversationId}, next.last_seq, ${values.senderId}, ${values.clientId},
      ${values.body}, ${photo}::jsonb, ${at}::timestamptz
    from next
    returning id, seq`)) as unknown as { rows: { id: number | string; seq: number }[] };
  const row = result.rows[0];
  if (!row) throw new Error(`conversation ${values.conversationId} is gone`);
  return {
    id: Number(row.id),
    conversationId: values.conversationId,
    seq: Number(row.seq),
    senderId: values.senderId,
    clientId: values.clientId,
    body: values.body,
    photo: values.photo ?? null,
    createdAt: values.at,
  };
}

/**
 * What sending in a conversation needs, in one query: the conversation (when `memberId` is in it),
 * the message this sender already stored under `clientId` (any conversation), who blocked whom
 * between the two members (the caller's own block first), the sender's name and the ad's title.
 */
export async function findForSend(db: Db, id: number, memberId: number, clientId: string) {
  const other = sql`(case when ${conversations.buyerId} = ${memberId} then ${conversations.sellerId} else ${conversations.buyerId} end)`;
  const [row] = await db
    .select({
      conversation: conversations,
      again: chatMessages,
      blockedBy: sql<number | null>`(select ${memberBlocks.blockerId} from ${memberBlocks}
        where (${memberBlocks.blockerId} = ${memberId} and ${memberBlocks.blockedId} = ${other})
          or (${memberBlocks.blockerId} = ${other} and ${memberBlocks.blockedId} = ${memberId})
        order by ${memberBlocks.blockerId} = ${memberId} desc limit 1)`,
      senderFirstName: users.firstName,
      senderLastName: users.lastName,
      adTitle: ads.title,
    })
    .from(conversations)
    .leftJoin(
      chatMessages,
      and(eq(chatMessages.senderId, memberId), eq(chatMessages.clientId, clientId)),
    )
    .leftJoin(users, eq(users.id, memberId))
    .leftJoin(ads, eq(ads.id, conversations.adId))
    .where(
      and(
        eq(conversations.id, id),
        or(eq(conversations.buyerId, memberId), eq(conversations.sellerId, memberId)),
      ),
    );
  if (!row) return undefined;
  return {
    ...row,
    blockedBy: row.blockedBy === null ? null : Number(row.blockedBy),
    senderName: `${row.senderFirstName ?? ''} ${row.senderLastName ?? ''}`.trim(),
    adTitle: row.adTitle ?? '',
  };
}

/** Messages of a conversation after `after` (oldest first) or, else, the newest before `before`. */
export async function listMessages(
  db: Db,
  conversationId: number,
  options: { after?: number; before?: number; from: number; limit: number },
): Promise<MessageRow[]> {
  const where: (SQL | undefined)[] = [
    eq(chatMessages.conversationId, conversationId),
    // Messages deleted by the reader for themselves stay gone.
    gt(chatMessages.seq, options.from),
  ];
  if (options.after !== undefined) {
    where.push(gt(chatMessages.seq, options.after));
    return db
      .select()
      .from(chatMessages)
      .where(and(...where))
      .orderBy(asc(chatMessages.seq))
      .limit(options.limit);
  }
  if (options.before !== undefined) where.push(lt(chatMessages.seq, options.before));
  const newest = await db
    .select()
    .from(chatMessages)
    .where(and(...where))
    .orderBy(desc(chatMessages.seq))
    .limit(options.limit);
  return newest.reverse();
}

/** How many members wrote in each conversation (2: both did), by conversation id. */
export async function senderCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: chatMessages.conversationId,
      senders: sql<number>`count(distinct ${chatMessages.senderId})`.mapWith(Number),
    })
    .from(chatMessages)
    .where(inArray(chatMessages.conversationId, ids))
    .groupBy(chatMessages.conversationId);
  return new Map(rows.map((row) => [row.id, row.senders]));
}

/** A side of a conversation: the column names that are the caller's. */
export type Side = 'buyer' | 'seller';

/** The caller's list: conversations with at least one message not deleted by them, newest first. */
export async function listConversations(
  db: Db,
  memberId: number,
  options: {
    archived: boolean;
    adId?: number;
    /** Each word in the other member's name or username, or in the ad's title. */
    words?: string[];
    cursor?: { at: Date; id: number };
    limit: number;
  },
) {
  // The caller's side of each row: the buyer's columns when they are its buyer.
  const own = (buyer: SQL | AnyColumn, seller: SQL | AnyColumn) =>
    sql`(case when ${conversations.buyerId} = ${memberId} then ${buyer} else ${seller} end)`;
  const cleared = own(conversations.buyerClearedSeq, conversations.sellerClearedSeq);
  const readSeq = own(conversations.buyerReadSeq, conversations.sellerReadSeq);
  const archivedAt = own(conversations.buyerArchivedAt, conversations.sellerArchivedAt);
  const otherId = own(conversations.sellerId, conversations.buyerId);
  const where: (SQL | undefined)[] = [
    or(eq(conversations.buyerId, memberId), eq(conversations.sellerId, memberId)),
    sql`${conversations.lastSeq} > ${cleared}`,
    options.archived ? sql`${archivedAt} is not null` : sql`${archivedAt} is null`,
    // Conversations with a member the caller blocked are hidden from the caller.
    sql`not exists (select 1 from ${memberBlocks} where ${memberBlocks.blockerId} = ${memberId} and ${memberBlocks.blockedId} = ${otherId})`,
  ];
  if (options.adId !== undefined) where.push(eq(conversations.adId, options.adId));
  for (const word of options.words ?? []) {
    const pattern = `%${escapeLike(word)}%`;
    where.push(
      sql`(exists (select 1 from ${ads} where ${ads.id} = ${conversations.adId} and ${ads.title} ilike ${pattern})
        or exists (select 1 from ${users} where ${users.id} = ${otherId}
          and (${users.firstName} || ' ' || ${users.lastName} ilike ${pattern} or ${users.username} ilike ${pattern})))`,
    );
  }
  if (options.cursor)
    where.push(
      sql`(${conversations.lastMessageAt}, ${conversations.id}) < (${options.cursor.at.toISOString()}::timestamptz, ${options.cursor.id})`,
    );
  return db
    .select({
      conversation: conversations,
      readSeq: sql<number>`${readSeq}`.mapWith(Number),
    })
    .from(conversations)
    .where(and(...where))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(options.limit);
}

/** What a list or a thread shows of the ad and the other member. */
export async function conversationDetails(db: Db, adIds: number[], memberIds: number[]) {
  const adRows = adIds.length
    ? await db
        .select({
          id: ads.id,
          title: ads.title,
          price: ads.price,
          priceKind: ads.priceKind,
          status: ads.status,
        })
        .from(ads)
        .where(inArray(ads.id, adIds))
    : [];
  const memberRows = memberIds.length
    ? await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          username: users.username,
        })
        .from(users)
        .where(inArray(users.id, memberIds))
    : [];
  return {
    ads: new Map(adRows.map((row) => [row.id, row])),
    members: new Map(memberRows.map((row) => [row.id, row])),
  };
}

/** Each conversation's newest message after `from` (what the caller has not deleted), by id. */
export async function lastMessages(
  db: Db,
  rows: { id: number; lastSeq: number; from: number }[],
): Promise<Map<number, MessageRow>> {
  const wanted = rows.filter((row) => row.lastSeq > row.from);
  if (wanted.length === 0) return new Map();
  const found = await db
    .select()
    .from(chatMessages)
    .where(
      or(
        ...wanted.map((row) =>
          and(eq(chatMessages.conversationId, row.id), eq(chatMessages.seq, row.lastSeq)),
        ),
      ),
    );
  return new Map(found.map((row) => [row.conversationId, row]));
}

/** The blocks between `memberId` and each of `others`: other id → who blocked (either may). */
export async function blocksWith(
  db: Db,
  memberId: number,
  others: number[],
): Promise<Map<number, 'by_me' | 'by_them'>> {
  if (others.length === 0) return new Map();
  const rows = await db
    .select({ blocker: memberBlocks.blockerId, blocked: memberBlocks.blockedId })
    .from(memberBlocks)
    .where(
      or(
        and(eq(memberBlocks.blockerId, memberId), inArray(memberBlocks.blockedId, others)),
        and(eq(memberBlocks.blockedId, memberId), inArray(memberBlocks.blockerId, others)),
      ),
    );
  const blocks = new Map<number, 'by_me' | 'by_them'>();
  // The caller's own block wins: it is the one they can lift.
  for (const row of rows) {
    if (row.blocker === memberId) blocks.set(row.blocked, 'by_me');
    else if (!blocks.has(row.blocker)) blocks.set(row.blocker, 'by_them');
  }
  return blocks;
}

/** Unread messages from the other member, per conversation id. */
export async function unreadCounts(
  db: Db,
  memberId: number,
  rows: { id: number; readSeq: number }[],
): Promise<Map<number, number>> {
  if (rows.length === 0) return new Map();
  const counts = await db
    .select({
      id: chatMessages.conversationId,
      unread: sql<number>`count(*)`.mapWith(Number),
    })
    .from(chatMessages)
    .where(
      and(
        inArray(
          chatMessages.conversationId,
          rows.map((row) => row.id),
        ),
        sql`${chatMessages.senderId} <> ${memberId}`,
        or(
          ...rows.map((row) =>
            and(eq(chatMessages.conversationId, row.id), gt(chatMessages.seq, row.readSeq)),
          ),
        ),
      ),
    )
    .groupBy(chatMessages.conversationId);
  return new Map(counts.map((row) => [row.id, row.unread]));
}

/**
 * Moves the caller's read position forward (never back) to `seq` (at most the last message).
 * What is read was received: the delivered position moves with it.
 */
export async function markRead(db: Db, row: ConversationRow, side: Side, seq: number) {
  const target = Math.min(seq, row.lastSeq);
  const read = side === 'buyer' ? conversations.buyerReadSeq : conversations.sellerReadSeq;
  const delivered =
    side === 'buyer' ? conversations.buyerDeliveredSeq : conversations.sellerDeliveredSeq;
  const moved = {
    read: sql`greatest(${read}, ${target})`,
    delivered: sql`greatest(${delivered}, ${target})`,
  };
  const [updated] = await db
    .update(conversations)
    .set(
      side === 'buyer'
        ? { buyerReadSeq: moved.read, buyerDeliveredSeq: moved.delivered }
        : { sellerReadSeq: moved.read, sellerDeliveredSeq: moved.delivered },
    )
    .where(eq(conversations.id, row.id))
    .returning({ readSeq: read });
  return updated!.readSeq;
}

/**
 * Moves the caller's delivered position forward to `seq` (at most the last message); answers
 * the new position, or null when it did not move (nothing to announce).
 */
export async function markDelivered(
  db: Db,
  row: ConversationRow,
  side: Side,
  seq: number,
): Promise<number | null> {
  const target = Math.min(seq, row.lastSeq);
  const column =
    side === 'buyer' ? conversations.buyerDeliveredSeq : conversations.sellerDeliveredSeq;
  const [updated] = await db
    .update(conversations)
    .set(side === 'buyer' ? { buyerDeliveredSeq: target } : { sellerDeliveredSeq: target })
    .where(and(eq(conversations.id, row.id), lt(column, target)))
    .returning({ deliveredSeq: column });
  return updated?.deliveredSeq ?? null;
}

/** Archives (or brings back) the conversation in the caller's list. */
export async function setArchived(db: Db, id: number, side: Side, at: Date | null) {
  await db
    .update(conversations)
    .set(side === 'buyer' ? { buyerArchivedAt: at } : { sellerArchivedAt: at })
    .where(eq(conversations.id, id));
}

/** Deletes the conversation for the caller: everything up to its last message disappears. */
export async function clearFor(db: Db, row: ConversationRow, side: Side) {
  await db
    .update(conversations)
    .set(
      side === 'buyer'
        ? { buyerClearedSeq: row.lastSeq, buyerReadSeq: row.lastSeq }
        : { sellerClearedSeq: row.lastSeq, sellerReadSeq: row.lastSeq },
    )
    .where(eq(conversations.id, row.id));
}
