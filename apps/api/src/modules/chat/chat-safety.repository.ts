import { and, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatReports, memberBlocks, users } from '../../db/schema.ts';

/** The SQL of the chat's safety (ADR 0035): blocks between members and reports. */

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
