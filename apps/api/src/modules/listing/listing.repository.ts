import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ads } from '../../db/schema.ts';
import { selectCardsWithKey } from '../engagement/index.ts';
import type { ListingFilter } from './listing-filter.ts';
import { searchesTitle } from './listing-keyword.ts';
import { countPlan, surelyMoreThan } from './listing-plan.repository.ts';
import { conditions } from './listing-query.ts';
import { RELEVANCE_WINDOW } from './listing-relevance-window.ts';

/**
 * A listing's reads besides its page (`listing-query.ts`): the count, the title search and the
 * top block.
 */

/**
 * How many ads match, counted up to `cap` + 1 (above `cap` the caller reports an estimate). A
 * keyword that so many ads surely match (`sure`, from `countPlan`; `surelyMoreThan`) is not
 * counted: `cap` + 1 at once. `textFirst` (`countPlan`'s `byWords`): the keyword's matches are counted
 * from the search index alone, the other filters checked on them.
 */
export async function countAds(
  db: Db,
  filter: ListingFilter,
  cap: number,
  { sure, textFirst = false }: { sure?: number; textFirst?: boolean } = {},
): Promise<number> {
  if (filter.text && sure !== undefined && surelyMoreThan(filter.text, sure, cap)) return cap + 1;
  const matching = db
    .select({ one: sql`1` })
    .from(ads)
    .where(and(...conditions(filter, { textFirst })))
    .limit(cap + 1)
    .as('matching');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matching);
  return row?.count ?? 0;
}

/**
 * A keyword whose words alone match at most this many ads is looked for in the compact title
 * as well (`searchesTitle`; ADR 0052): a relevance window's worth. A match found only in the
 * title earns no relevance points (`relevanceKey`), so it ranks after every word match of its
 * window anyway; where the words match more, the title is not searched. Its trigram index
 * cannot be read a sort band at a time, and with it a common Khmer word was read by walking
 * the latest ads one by one (`លក់ Toyota` at 1 M ads: 18,000 rows, 125 ms; issue 21).
 */
export const TITLE_SEARCH_UP_TO = RELEVANCE_WINDOW;

/**
 * Whether a keyword of the kind that searches the compact title (`searchesTitle`) does: when
 * its words alone match at most TITLE_SEARCH_UP_TO ads (`surelyMoreThan`: so many surely matching
 * them, by the planner's statistics, are not counted). When it does not, `counted` is the
 * listing's count (up to `cap` + 1), if its words were counted.
 */
export async function titleSearch(
  db: Db,
  filter: ListingFilter,
  cap: number,
): Promise<{ searched: boolean; counted?: number }> {
  const text = filter.text;
  if (!text || !searchesTitle(text)) return { searched: false };
  const words: ListingFilter = { ...filter, text: { ...text, title: false } };
  const { sure, byWords } = await countPlan(db, words);
  if (surelyMoreThan(text, sure, cap)) return { searched: false };
  const counted = await countAds(db, words, Math.max(cap, TITLE_SEARCH_UP_TO), {
    sure,
    textFirst: byWords,
  });
  return counted <= TITLE_SEARCH_UP_TO ? { searched: true } : { searched: false, counted };
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
