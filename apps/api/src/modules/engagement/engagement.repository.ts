import { and, eq, gte, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ads, adStatsDaily, adViews } from '../../db/schema.ts';

/** Views, phone reveals and the daily counters of `ad_stats_daily`; the ads' own counters. */

/** The counters of `ad_stats_daily` an action bumps. */
export type DailyCounter = 'views' | 'likes' | 'saves' | 'phoneReveals';

/**
 * The ad unless it is deleted (or unknown). `phones` leads with the phone of the store member
 * it is assigned to (ADR 0045), then the ad's own numbers, each once.
 */
export async function findVisibleAd(db: Db, id: number) {
  const [row] = await db
    .select({
      id: ads.id,
      userId: ads.userId,
      categoryId: ads.categoryId,
      provinceId: ads.provinceId,
      phones: sql<string[]>`array(select p from (select p, min(o) as o from unnest(
        array_remove(array[(select u.phone from users u where u.id = ${ads.assigneeId})], null)
          || ${ads.phones}) with ordinality as t(p, o) group by p) as numbers order by o)`,
      views: ads.views,
      likes: ads.likes,
      saves: ads.saves,
    })
    .from(ads)
    .where(and(eq(ads.id, id), ne(ads.status, 'deleted')))
    .limit(1);
  return row;
}

/** Adds one to a counter of the ad's day in `ad_stats_daily` (the row is created on first use). */
export async function bumpDaily(
  db: Db,
  adId: number,
  day: string,
  counter: DailyCounter,
): Promise<void> {
  const column = adStatsDaily[counter];
  await db
    .insert(adStatsDaily)
    .values({ adId, day, [counter]: 1 })
    .onConflictDoUpdate({
      target: [adStatsDaily.adId, adStatsDaily.day],
      set: { [counter]: sql`${column} + 1` },
    });
}

/** Records a device's view of the day; false when this device already viewed the ad that day. */
export async function recordView(
  db: Db,
  row: { adId: number; deviceId: string; day: string; createdAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(adViews)
    .values(row)
    .onConflictDoNothing()
    .returning({ adId: adViews.adId });
  return inserted.length > 0;
}

/** Forgets view rows of days before `day` (only today's rows keep a view from counting twice). */
export async function pruneViews(db: Db, beforeDay: string): Promise<void> {
  await db.delete(adViews).where(lt(adViews.day, beforeDay));
}

/** Adds `delta` to the ad's `views`, `likes` or `saves` (never below zero); the new value. */
export async function addToAdCounter(
  db: Db,
  adId: number,
  counter: 'views' | 'likes' | 'saves',
  delta: 1 | -1,
): Promise<number> {
  const column = ads[counter];
  const [row] = await db
    .update(ads)
    .set({ [counter]: sql`greatest(${column} + ${delta}, 0)` })
    .where(eq(ads.id, adId))
    .returning({ value: column });
  return row?.value ?? 0;
}

/** The ad's `ad_stats_daily` rows from `from` to `to` (inclusive). */
export function dailyStats(db: Db, adId: number, from: string, to: string) {
  return db
    .select()
    .from(adStatsDaily)
    .where(
      and(eq(adStatsDaily.adId, adId), gte(adStatsDaily.day, from), lte(adStatsDaily.day, to)),
    );
}

/** Phone reveals of the ad over all days. */
export async function totalPhoneReveals(db: Db, adId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${adStatsDaily.phoneReveals}), 0)::int` })
    .from(adStatsDaily)
    .where(eq(adStatsDaily.adId, adId));
  return Number(row?.n ?? 0);
}
