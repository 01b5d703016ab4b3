import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adLikes, adSaves, ads } from '../../db/schema.ts';

/** Likes and saves (`ad_likes`, `ad_saves`): a member's marks on ads. */

/** Likes and saves share one shape: (user_id, ad_id, created_at). */
export type MarkTable = typeof adLikes | typeof adSaves;

/** Marks (likes or saves) the ad for the member; false when it already was. */
export async function insertMark(
  db: Db,
  table: MarkTable,
  row: { userId: number; adId: number; createdAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(table)
    .values(row)
    .onConflictDoNothing()
    .returning({ adId: table.adId });
  return inserted.length > 0;
}

/** Removes the member's mark; false when there was none. */
export async function deleteMark(
  db: Db,
  table: MarkTable,
  userId: number,
  adId: number,
): Promise<boolean> {
  const removed = await db
    .delete(table)
    .where(and(eq(table.userId, userId), eq(table.adId, adId)))
    .returning({ adId: table.adId });
  return removed.length > 0;
}

/** Whether the member liked and saved the ad, with its current counters. */
export async function engagementOf(db: Db, userId: number | null, adId: number) {
  const marked = (table: MarkTable) =>
    userId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${table} where ${table.userId} = ${userId} and ${table.adId} = ${adId})`;
  const [row] = await db
    .select({
      liked: marked(adLikes),
      saved: marked(adSaves),
      likes: ads.likes,
      saves: ads.saves,
    })
    .from(ads)
    .where(eq(ads.id, adId))
    .limit(1);
  return row;
}

/**
 * Which of the ads the member liked and saved, in one query over the two marks tables' primary
 * keys (user, ad); ads neither liked nor saved are left out of the map. Empty for a visitor.
 */
export async function viewerMarks(
  db: Db,
  userId: number | null,
  adIds: number[],
): Promise<Map<number, { liked: boolean; saved: boolean }>> {
  const marks = new Map<number, { liked: boolean; saved: boolean }>();
  if (userId === null || adIds.length === 0) return marks;
  const ofTable = (table: MarkTable, kind: SQL<string>) =>
    db
      .select({ id: table.adId, kind: kind.as('kind') })
      .from(table)
      .where(and(eq(table.userId, userId), inArray(table.adId, adIds)));
  const rows = await ofTable(adLikes, sql<string>`'liked'`).unionAll(
    ofTable(adSaves, sql<string>`'saved'`),
  );
  for (const row of rows) {
    const mark = marks.get(row.id) ?? { liked: false, saved: false };
    if (row.kind === 'liked') mark.liked = true;
    else mark.saved = true;
    marks.set(row.id, mark);
  }
  return marks;
}

/** The ids of a member's liked (saved) ads that are not deleted, most recent first. */
export async function recentMarkIds(
  db: Db,
  table: MarkTable,
  userId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: table.adId })
    .from(table)
    .innerJoin(ads, eq(ads.id, table.adId))
    .where(and(eq(table.userId, userId), ne(ads.status, 'deleted')))
    .orderBy(desc(table.createdAt), desc(table.adId))
    .limit(limit);
  return rows.map((row) => row.id);
}
