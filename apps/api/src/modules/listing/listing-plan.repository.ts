import type { ListingSort } from '@repo/domain';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ads } from '../../db/schema.ts';
import { bandable } from './listing-bands.ts';
import type { ListingFilter } from './listing-filter.ts';
import { wordsQuery } from './listing-keyword.ts';
import { conditions } from './listing-query.ts';

/**
 * A keyword sorted by price or hits whose matches the planner expects to be at least this many
 * is read a sort band at a time (ADR 0012, ADR 0033): sorting all its matches reads
 * each of them (`toyota` at 1 M ads: 31,000 rows, 160 ms), a band's matches are a few hundred.
 * Fewer are found whole and sorted (a few milliseconds).
 */
export const BAND_WALK_FROM = 3_000;

/**
 * Without bands (`bandable`), keyword matches up to this many are found first and then
 * sorted by price or hits; more are read in the sort's own index order. 30,000 rows sort in
 * a few tens of milliseconds; reading a price index in order for a rare word may read most of
 * the table first (its ads are all dear, or all cheap).
 */
export const SORT_MATCHES_UP_TO = 30_000;

/**
 * …or up to this share of all ads, when that is more: a word in fewer than a tenth of a large
 * marketplace's ads is too rare for a walk of the sort index to find a page of them soon (at
 * 1 M ads `toyota`, 3%, walked half the table by price). A word more ads have than that is
 * read in the sort's index order: its ads fill a page within the first few hundred rows.
 */
export const SORT_MATCHES_SHARE = 0.1;

/** How many ads the table holds, by the planner's statistics (nothing is read). */
export async function estimatedAds(db: Db): Promise<number> {
  const result = (await db.execute(
    sql`select reltuples::float8 as rows from pg_class where oid = 'ads'::regclass`,
  )) as unknown as { rows: { rows: number | string }[] };
  const rows = Number(result.rows[0]?.rows ?? 0);
  return Number.isFinite(rows) && rows > 0 ? rows : 0;
}

/**
 * How many active ads the planner expects the keyword's terms to match, by EXPLAIN: nothing is
 * read. The statistics of `search_vector` know how common each word is; they cannot say so for
 * a prefix, so whole words are asked for (`wordsQuery`'s `exact`): the words a term begins where
 * they are known (`words`), else the term itself (the prefix's extra matches aside). A term
 * naming a category is its category word, or its words in a title (`termQuery`), as the search
 * index reads them.
 */
export async function estimatedMatches(
  db: Db,
  text: NonNullable<ListingFilter['text']>,
): Promise<number> {
  if (text.terms.length === 0) return Number.POSITIVE_INFINITY;
  const query = wordsQuery(text, true);
  // No ad has a word one of the terms begins: no ad has every term.
  if (!query) return 0;
  return plannedRows(db, sql`${ads.status} = 'active' and ${ads.searchVector} @@ ${query}`);
}

/** How many ads the planner expects `where` to select, by EXPLAIN: nothing is read. */
export async function plannedRows(db: Db, where: SQL): Promise<number> {
  const result = (await db.execute(
    sql`explain (format json) select 1 from ${ads} where ${where}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const plan: unknown = result.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as
    [{ Plan?: { 'Plan Rows'?: number } }] | undefined;
  const rows = parsed?.[0]?.Plan?.['Plan Rows'];
  return typeof rows === 'number' ? rows : Number.POSITIVE_INFINITY;
}

/**
 * A keyword listing whose matches the planner expects to be at least this many is not
 * counted: its count says "more than the exact limit" at once. Counting even the first
 * thousand matches of a broad word (`toyota` at 1 M ads) read ~40,000 rows (45 ms); the
 * planner's estimates for words come from the statistics of `search_vector` and are within a
 * factor of two or so, far from this margin (10× the exact limit of 1,000).
 */
export const COUNT_ESTIMATED_FROM = 10_000;

/**
 * …or this many, for a keyword of one term whose sure matches are estimated (`countPlan`):
 * its words' or its categories' own statistics, no product of shares that may be far off.
 */
export const COUNT_SURE_FROM = 2_000;

/** Whether so many ads surely match a keyword that they are not counted up to `cap` + 1. */
export function surelyMoreThan(
  text: NonNullable<ListingFilter['text']>,
  sure: number,
  cap: number,
): boolean {
  return sure >= Math.max(text.terms.length === 1 ? COUNT_SURE_FROM : COUNT_ESTIMATED_FROM, cap);
}

/**
 * A keyword listing whose other filters leave at least this share of the listed ads is counted
 * from its words' index alone (`conditions`' `textFirst`).
 */
export const COUNT_BY_WORDS_SHARE = 0.5;

/**
 * How a keyword listing is counted (`countAds`), from the planner's statistics (nothing is read):
 *  - `sure`: how many ads surely match: the terms' question to the search index
 *    (`wordsQuery`; a match of the compact title alone left out) and every other filter. With
 *    the title's words in the index (migration 0036), a term naming a category is asked whole
 *    there: before, the planner multiplied a category's share by the share of titles having a
 *    word, expected 6,108 ads for `ផ្ទះ` ("house", naming House & Land) at 1 M ads where 74,894
 *    had it (issue 21), and counted them (60 ms). At COUNT_SURE_FROM (one term) or
 *    COUNT_ESTIMATED_FROM sure matches the count is skipped.
 *  - `byWords`: counted from the words' index alone, when the other filters (category, place,
 *    price…) leave at least COUNT_BY_WORDS_SHARE of the listed ads: the count then reads about
 *    the exact limit + 1 rows. Left to the planner, a word it expected to be rare was ANDed
 *    with the index of every active ad (a bitmap of 850,000 rows, 47 ms). A narrowing filter
 *    (a store, a category) is left to the planner: its own index finds fewer rows.
 * `share`: the other filters' share (`filterShare`), when the plan has asked for it already.
 */
export async function countPlan(
  db: Db,
  filter: ListingFilter,
  share?: Promise<number>,
): Promise<{ sure: number; byWords: boolean }> {
  const text = filter.text;
  if (!text) return { sure: 0, byWords: false };
  const others = conditions({ ...filter, text: undefined });
  const words = wordsQuery(text);
  const [sure, left] = await Promise.all([
    words ? plannedRows(db, and(...others, sql`${ads.searchVector} @@ ${words}`)!) : 0,
    share ?? filterShare(db, filter),
  ]);
  return { sure, byWords: left >= COUNT_BY_WORDS_SHARE };
}

/**
 * The share of the listed ads that the filters other than the keyword leave (a category, a
 * place, a price range…), by the planner's statistics (nothing is read): 1 when there are none.
 * The planner multiplies the filters' shares, so filters that go together (a province and a
 * category) are given too small a share, never too large.
 */
export async function filterShare(db: Db, filter: ListingFilter): Promise<number> {
  const others = conditions({ ...filter, text: undefined });
  const listed = conditions({ now: filter.now });
  if (others.length === listed.length) return 1;
  const [narrowed, all] = await Promise.all([
    plannedRows(db, and(...others)!),
    plannedRows(db, and(...listed)!),
  ]);
  return all > 0 ? Math.min(1, narrowed / all) : 1;
}

/**
 * How a keyword listing is read (ADR 0012, ADR 0033), from the planner's estimate of its
 * matches (nothing is read):
 *  - `bands`: a sort band at a time (`listAdsByBands`; price, hits and date sorts), when it can
 *    be (`bandable`) and the matches are from BAND_WALK_FROM to SORT_MATCHES_SHARE of all ads.
 *    Each term is estimated alone and the rarest counts: the planner multiplies the terms'
 *    shares, far too few for words that go together (`samsung galaxy`: 588 of 19,471);
 *  - `sort-matches`: the matches are found, then sorted: up to SORT_MATCHES_UP_TO or
 *    SORT_MATCHES_SHARE of all ads (all the terms together) for price and hits, fewer than
 *    BAND_WALK_FROM for dates;
 *  - `planner`: more, or a job sort: the planner's plan (the sort's index read in order: a
 *    word most ads have fills a page within the first rows).
 * A term naming a category also matches that category's ads: its category word is estimated
 * with its words (`estimatedMatches`), as the search index reads them. The whole filter's
 * estimate was used before, and the planner, multiplying the shares of a category's ads and of
 * titles having a word, expected 4 ads for `លក់ផ្ទះ ភ្នំពេញ` at 1 M ads where the index read
 * 8,640 (issue 21): all were sorted instead of read by bands.
 */
export type KeywordPlan = 'bands' | 'sort-matches' | 'planner';

/**
 * How a keyword listing is read (`KeywordPlan`), and the estimates it was chosen by: `matches`,
 * for bands the matches of the rarest term, whose lists bound what a question of all the terms
 * reads in the search index; `share`, what the other filters leave (`filterShare`).
 */
export async function keywordPlanned(
  db: Db,
  filter: ListingFilter,
  sort: ListingSort,
): Promise<{ plan: KeywordPlan; matches: number; share: number }> {
  const text = filter.text;
  const share = filterShare(db, filter);
  // Relevance is planned as the latest sort (its windows, ADR 0052); job sorts by the planner.
  if (!text || sort === 'start-date' || sort === 'end-date')
    return { plan: 'planner', matches: Number.POSITIVE_INFINITY, share: await share };
  const byValue = sort === 'price-asc' || sort === 'price-desc' || sort === 'most-hits';
  const bands = bandable(filter, sort);
  const estimate = (terms: string[]) => estimatedMatches(db, { ...text, terms });
  const estimated = bands
    ? Promise.all(text.terms.map((term) => estimate([term]))).then((each) => Math.min(...each))
    : estimate(text.terms);
  const [matches, total, left] = await Promise.all([estimated, estimatedAds(db), share]);
  if (bands && matches >= BAND_WALK_FROM && matches <= total * SORT_MATCHES_SHARE)
    return { plan: thinned(matches, left) ? 'sort-matches' : 'bands', matches, share: left };
  // A date sort of a rare word is sorted too: the planner, expecting a page within the first
  // rows of the date index, would walk all of it for a word no ad has (2.5 s at 1 M ads).
  const sortUpTo = byValue
    ? Math.max(SORT_MATCHES_UP_TO, total * SORT_MATCHES_SHARE)
    : BAND_WALK_FROM;
  return { plan: matches <= sortUpTo ? 'sort-matches' : 'planner', matches, share: left };
}

/**
 * Whether the other filters leave so few of a keyword's matches in each band that finding all
 * of them and sorting costs less than the bands a page would ask. A question of the search
 * index reads the lists of its bands' words whole (all their ads, the keyword's or not), and the
 * bands a page needs grow as the matches thin: about `window × ads ÷ (matches × share)` band
 * entries, against the matches' own rows when all are found (each a row read, ~10 entries' worth).
 * The two meet where `matches × √share` is BAND_WALK_FROM, the bound already found for a keyword
 * alone: `camry` in Phnom Penh's cars (5,500 matches, the filters leaving 4.5% of ads by the
 * planner) asked 40 hours for its first window (21 ms at 1 M ads, issue 21), where all its
 * matches were found and sorted in 7 ms.
 */
function thinned(matches: number, share: number): boolean {
  return matches * Math.sqrt(share) < BAND_WALK_FROM;
}
