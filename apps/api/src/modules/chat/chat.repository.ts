import { and, asc, desc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  ads,
  chatMessages,
  chatReports,
  conversations,
  memberBlocks,
  users,
} from '../../db/schema.ts';

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

/** Whether either member blocked the other (`by`: who did). */
export async function blockBetween(
  db: Db,
  a: number,
  b: number,
): Promise<{ by: number } | undefined> {
  const [row] = await db
    .select({ by: memberBlocks.blockerId })
    .from(memberBlocks)
    .where(
      or(
        and(eq(memberBlocks.blockerId, a), eq(memberBlocks.blockedId, b)),
        and(eq(memberBlocks.blockerId, b), eq(memberBlocks.blockedId, a)),
      ),
    )
    .limit(1);
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
 * Stores a message with the conversation's next sequence number. The conversation's row is
 * updated first, so concurrent senders queue on its lock and never share a number. Run it in a
 * transaction. A new message brings the conversation back to both lists (archive lifted).
 */
export async function appendMessage(
  db: Db,
  values: { conversationId: number; senderId: number; clientId: string; body: string; at: Date },
): Promise<MessageRow> {
  const [conversation] = await db
    .update(conversations)
    .set({
      lastSeq: sql`${conversations.lastSeq} + 1`,
      lastMessageAt: values.at,
      buyerArchivedAt: null,
      sellerArchivedAt: null,
    })
    .where(eq(conversations.id, values.conversationId))
    .returning({ seq: conversations.lastSeq });
  const [row] = await db
    .insert(chatMessages)
    .values({
      conversationId: values.conversationId,
      seq: conversation!.seq,
      senderId: values.senderId,
      clientId: values.clientId,
      body: values.body,
      createdAt: values.at,
    })
    .returning();
  return row!;
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

/** Whether each side has sent at least one message. */
export async function sendersOf(db: Db, conversationId: number): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ senderId: chatMessages.senderId })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId));
  return new Set(rows.map((row) => row.senderId));
}

/** A side of a conversation: the column names that are the caller's. */
export type Side = 'buyer' | 'seller';

/** The caller's list: conversations with at least one message not deleted by them, newest first. */
export async function listConversations(
  db: Db,
  memberId: number,
  options: { archived: boolean; cursor?: { at: Date; id: number }; limit: number },
) {
  const mine = sql`(case when ${conversations.buyerId} = ${memberId} then 'buyer' else 'seller' end)`;
  const cleared = sql`(case when ${conversations.buyerId} = ${memberId} then ${conversations.buyerClearedSeq} else ${conversations.sellerClearedSeq} end)`;
  const readSeq = sql`(case when ${conversations.buyerId} = ${memberId} then ${conversations.buyerReadSeq} else ${conversations.sellerReadSeq} end)`;
  const archivedAt = sql`(case when ${conversations.buyerId} = ${memberId} then ${conversations.buyerArchivedAt} else ${conversations.sellerArchivedAt} end)`;
  const otherId = sql`(case when ${conversations.buyerId} = ${memberId} then ${conversations.sellerId} else ${conversations.buyerId} end)`;
  const where: (SQL | undefined)[] = [
    or(eq(conversations.buyerId, memberId), eq(conversations.sellerId, memberId)),
    sql`${conversations.lastSeq} > ${cleared}`,
    options.archived ? sql`${archivedAt} is not null` : sql`${archivedAt} is null`,
    // Conversations with a member the caller blocked are hidden from the caller.
    sql`not exists (select 1 from ${memberBlocks} where ${memberBlocks.blockerId} = ${memberId} and ${memberBlocks.blockedId} = ${otherId})`,
  ];
  if (options.cursor)
    where.push(
      sql`(${conversations.lastMessageAt}, ${conversations.id}) < (${options.cursor.at.toISOString()}::timestamptz, ${options.cursor.id})`,
    );
  return db
    .select({
      conversation: conversations,
      role: sql<Side>`${mine}`,
      readSeq: sql<number>`${readSeq}`.mapWith(Number),
      otherId: sql<number>`${otherId}`.mapWith(Number),
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

/** Moves the caller's read position forward (never back) to `seq` (at most the last message). */
export async function markRead(db: Db, row: ConversationRow, side: Side, seq: number) {
  const target = Math.min(seq, row.lastSeq);
  const column = side === 'buyer' ? conversations.buyerReadSeq : conversations.sellerReadSeq;
  const [updated] = await db
    .update(conversations)
    .set(
      side === 'buyer'
        ? { buyerReadSeq: sql`greatest(${column}, ${target})` }
        : { sellerReadSeq: sql`greatest(${column}, ${target})` },
    )
    .where(eq(conversations.id, row.id))
    .returning({ readSeq: column });
  return updated!.readSeq;
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

export async function block(db: Db, blockerId: number, blockedId: number) {
  await db.insert(memberBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function unblock(db: Db, blockerId: number, blockedId: number) {
  await db
    .delete(memberBlocks)
    .where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, blockedId)));
}

/** The members the caller blocked, newest first. */
export async function listBlocked(db: Db, blockerId: number) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      blockedAt: memberBlocks.createdAt,
    })
    .from(memberBlocks)
    .innerJoin(users, eq(users.id, memberBlocks.blockedId))
    .where(eq(memberBlocks.blockerId, blockerId))
    .orderBy(desc(memberBlocks.createdAt));
}

export async function memberExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return Boolean(row);
}

export async function insertReport(db: Db, values: typeof chatReports.$inferInsert) {
  const [row] = await db.insert(chatReports).values(values).returning({ id: chatReports.id });
  return row!.id;
}
