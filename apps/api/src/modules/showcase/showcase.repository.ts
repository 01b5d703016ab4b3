import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ads } from '../../db/schema.ts';
import { selectCards } from '../engagement/index.ts';
import type { ListingFilter } from '../listing/index.ts';

/**
 * The top ads of the moment (ADR 0014): active, unexpired ads whose "top" placement runs,
 * in the category and place asked, in an order that changes with `turn` (the rotation's
 * number) so each gets its turn in front; everyone sees the same order during a turn.
 */
export function topAds(
  db: Db,
  options: {
    categoryIds?: number[];
    place?: ListingFilter['place'];
    now: Date;
    turn: number;
    limit: number;
  },
) {
  const where: SQL[] = [
    eq(ads.status, 'active'),
    eq(ads.premiumType, 'top'),
    gt(ads.premiumUntil, options.now),
    gt(ads.expiresAt, options.now),
  ];
  if (options.categoryIds) where.push(inArray(ads.categoryId, options.categoryIds));
  if (options.place) {
    const column = { province: ads.provinceId, district: ads.districtId, commune: ads.communeId }[
      options.place.column
    ];
    where.push(eq(column, options.place.id));
  }
  return selectCards(db)
    .where(and(...where))
    .orderBy(sql`md5(${ads.id}::text || ':' || ${String(options.turn)})`, ads.id)
    .limit(options.limit);
}

/** Active, unexpired ads by category (subcategories: ads are posted in those). */
export async function activeAdsByCategory(db: Db, now: Date) {
  return db
    .select({ categoryId: ads.categoryId, count: sql<number>`count(*)::int` })
    .from(ads)
    .where(and(eq(ads.status, 'active'), gt(ads.expiresAt, now)))
    .groupBy(ads.categoryId);
}

/** Gives an ad a premium placement until `until` (development; checkout comes later). */
export async function setPremium(
  db: Db,
  id: number,
  premium: { type: 'top' | 'featured'; until: Date } | null,
): Promise<boolean> {
  const rows = await db
    .update(ads)
    .set({ premiumType: premium?.type ?? null, premiumUntil: premium?.until ?? null })
    .where(eq(ads.id, id))
    .returning({ id: ads.id });
  return rows.length > 0;
}
