import { SEARCH_TEXT_VERSION } from '@repo/domain';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ads } from '../../db/schema.ts';
import { searchColumns } from '../ads/index.ts';
import { selectCardsWithKey } from '../engagement/index.ts';
import type { ListingFilter } from './listing-filter.ts';
import { COUNT_ESTIMATED_FROM, plannedAds } from './listing-plan.repository.ts';
import { conditions } from './listing-query.ts';

/**
 * A listing's reads besides its page (`listing-query.ts`): the count, the top block, and the
 * ads whose search text is to be written again.
 */

/**
 * How many ads match, counted up to `cap` + 1 (above `cap` the caller reports an estimate). A
 * keyword the planner expects at least COUNT_ESTIMATED_FROM ads to match is not counted:
 * `cap` + 1 at once. `textFirst` (a keyword read by bands: its words are in at most a tenth of
 * the ads): the keyword's matches are counted from the search index alone, the other filters
 * checked on them.
 */
export async function countAds(
  db: Db,
  filter: ListingFilter,
  cap: number,
  planned?: Promise<number>,
  textFirst?: Promise<boolean>,
): Promise<number> {
  if (
    filter.text &&
    (await (planned ?? plannedAds(db, filter))) >= Math.max(COUNT_ESTIMATED_FROM, cap)
  )
    return cap + 1;
  const matching = db
    .select({ one: sql`1` })
    .from(ads)
    .where(and(...conditions(filter, { textFirst: (await textFirst) === true })))
    .limit(cap + 1)
    .as('matching');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matching);
  return row?.count ?? 0;
}

/**
 * The listing's top block (ADR 0014): its running "top" ads that match every filter,
 * in the rotation's order of the moment (`turn`, as `GET {api}/posts/top` orders them).
 */
export function topAdsOf(db: Db, filter: ListingFilter, turn: number, limit: number) {
  const at = new Date(filter.now);
  return selectCardsWithKey(db, sql`null`)
    .where(and(...conditions(filter), eq(ads.premiumType, 'top'), gt(ads.premiumUntil, at)))
    .orderBy(sql`md5(${ads.id}::text || ':' || ${String(turn)})`, ads.id)
    .limit(limit);
}

/**
 * Ads whose search text was never written (rows from before ADR 0012) or was written by an
 * older SEARCH_TEXT_VERSION, by id, from `afterId`.
 */
export function adsWithoutSearchText(db: Db, afterId: number, limit: number) {
  return db
    .select({ id: ads.id, title: ads.title, description: ads.description })
    .from(ads)
    .where(
      and(
        or(eq(ads.searchTitle, ''), lt(ads.searchVersion, SEARCH_TEXT_VERSION)),
        gt(ads.id, afterId),
      ),
    )
    .orderBy(ads.id)
    .limit(limit);
}

/** Writes an ad's search text (ADR 0012) from its title and description. */
export async function writeSearchText(
  db: Db,
  ad: { id: number; title: string; description: string },
): Promise<void> {
  await db.update(ads).set(searchColumns(ad)).where(eq(ads.id, ad.id));
}
