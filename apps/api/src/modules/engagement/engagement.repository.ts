import type { AdCard, Photo } from '@repo/domain';
import { and, desc, eq, gte, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  adLikes,
  adSaves,
  ads,
  adStatsDaily,
  adViews,
  categories,
  locations,
} from '../../db/schema.ts';
import { effectiveStatus, place } from '../ads/index.ts';

/** Likes and saves share one shape: (user_id, ad_id, created_at). */
export type MarkTable = typeof adLikes | typeof adSaves;
/** The counters of `ad_stats_daily` an action bumps. */
export type DailyCounter = 'views' | 'likes' | 'saves' | 'phoneReveals';

const cardProvince = alias(locations, 'card_province');

/**
 * What an ad card shows: the ad, its subcategory and province (the cover comes from the
 * photos module's `coversOfAds`, one query per page).
 */
const cardColumns = {
  // Only what a card shows (not the description, phones, fields or search text).
  ad: {
    id: ads.id,
    title: ads.title,
    price: ads.price,
    priceKind: ads.priceKind,
    status: ads.status,
    expiresAt: ads.expiresAt,
    postedAt: ads.postedAt,
    renewedAt: ads.renewedAt,
    views: ads.views,
    likes: ads.likes,
    saves: ads.saves,
    premiumType: ads.premiumType,
    premiumUntil: ads.premiumUntil,
    // A job's salary (its card shows it instead of a price); null for other ads.
    salaryMin: sql<string | null>`${ads.fields}->>'salary_min'`,
    salaryMax: sql<string | null>`${ads.fields}->>'salary_max'`,
  },
  category: {
    id: categories.id,
    slug: categories.slug,
    type: categories.type,
    nameEn: categories.nameEn,
    nameKm: categories.nameKm,
  },
  province: { id: cardProvince.id, nameEn: cardProvince.nameEn, nameKm: cardProvince.nameKm },
};

export function selectCards(db: Db) {
  return db
    .select(cardColumns)
    .from(ads)
    .innerJoin(categories, eq(categories.id, ads.categoryId))
    .innerJoin(cardProvince, eq(cardProvince.id, ads.provinceId));
}

export type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>[number];

/**
 * Card rows with one more value read in the same query, as text: a sort key the card does not
 * show (a job's start date), for the next page's cursor.
 */
export function selectCardsWithKey(db: Db, key: SQL) {
  return db
    .select({ ...cardColumns, key: sql<string | null>`(${key})::text` })
    .from(ads)
    .innerJoin(categories, eq(categories.id, ads.categoryId))
    .innerJoin(cardProvince, eq(cardProvince.id, ads.provinceId));
}

export function toCard(row: CardRow, cover: Photo | null, now: number): AdCard {
  const { ad, category } = row;
  return {
    id: String(ad.id),
    title: ad.title,
    price: Number(ad.price),
    price_kind: ad.priceKind as AdCard['price_kind'],
    status: effectiveStatus(ad, now),
    category: {
      id: String(category.id),
      slug: category.slug,
      name: { en: category.nameEn, km: category.nameKm },
    },
    province: place(row.province)!,
    cover,
    posted_at: ad.postedAt.toISOString(),
    renewed_at: ad.renewedAt.toISOString(),
    views: ad.views,
    likes: ad.likes,
    saves: ad.saves,
    premium:
      ad.premiumUntil && ad.premiumUntil.getTime() > now
        ? (ad.premiumType as NonNullable<AdCard['premium']>)
        : null,
    ...(category.type === 'job'
      ? { salary: { min: amountOf(ad.salaryMin), max: amountOf(ad.salaryMax) } }
      : {}),
  };
}

/** A stored amount (jsonb text), or null when missing or not a number. */
function amountOf(text: string | null): number | null {
  const value = text === null ? Number.NaN : Number(text);
  return Number.isFinite(value) ? value : null;
}

/** The ad unless it is deleted (or unknown). */
export async function findVisibleAd(db: Db, id: number) {
  const [row] = await db
    .select({
      id: ads.id,
      userId: ads.userId,
      categoryId: ads.categoryId,
      provinceId: ads.provinceId,
      phones: ads.phones,
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

/** The keyset position after which a page of likes (saves) starts. */
export interface MarkCursor {
  createdAt: string;
  adId: number;
}

/** A member's liked (saved) ads, most recent first, deleted ads left out; by keyset. */
export async function listMarked(
  db: Db,
  table: MarkTable,
  options: { userId: number; after?: MarkCursor; limit: number },
) {
  const conditions: SQL[] = [eq(table.userId, options.userId), ne(ads.status, 'deleted')];
  if (options.after) {
    conditions.push(
      sql`(${table.createdAt}, ${table.adId}) < (${options.after.createdAt}::timestamptz, ${options.after.adId})`,
    );
  }
  return db
    .select({ ...cardColumns, markedAt: table.createdAt })
    .from(table)
    .innerJoin(ads, eq(ads.id, table.adId))
    .innerJoin(categories, eq(categories.id, ads.categoryId))
    .innerJoin(cardProvince, eq(cardProvince.id, ads.provinceId))
    .where(and(...conditions))
    .orderBy(desc(table.createdAt), desc(table.adId))
    .limit(options.limit);
}

/** Active, unexpired ads of a subcategory and province, latest renewed first, but one ad. */
export function listRelated(
  db: Db,
  options: { adId: number; categoryId: number; provinceId: string; limit: number; now: number },
) {
  return selectCards(db)
    .where(
      and(
        eq(ads.categoryId, options.categoryId),
        eq(ads.provinceId, options.provinceId),
        eq(ads.status, 'active'),
        sql`${ads.expiresAt} > ${new Date(options.now).toISOString()}::timestamptz`,
        ne(ads.id, options.adId),
      ),
    )
    .orderBy(desc(ads.renewedAt), desc(ads.id))
    .limit(options.limit);
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
