import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { ads, categories, locations } from '../../db/schema.ts';
import type { MarkTable } from './engagement.marks.repository.ts';

/** Ad cards read from the table: every list of ads (listing, likes, saves, related) reads these. */

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
