import { SEARCH_TEXT_VERSION, type ListingSort } from '@repo/domain';
import { and, eq, gt, gte, inArray, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  ads,
  categories,
  locations,
  searchWordBands,
  searchWords,
  users,
} from '../../db/schema.ts';
import { selectCardsWithKey } from '../engagement/index.ts';
import {
  COUNT_ESTIMATED_FROM,
  estimatedAds,
  estimatedMatches,
  plannedRows,
  BAND_WALK_FROM,
  SORT_MATCHES_SHARE,
  SORT_MATCHES_UP_TO,
} from './listing-plan.repository.ts';
import { endsAtSyllable } from './listing-khmer.ts';
import { relevanceKey } from './listing-relevance.ts';
import {
  fieldConditions,
  jobDateKey,
  type ListingFieldConditions,
} from './listing-fields.repository.ts';
import { escapeLike } from '../../db/sql.ts';

/** Where a listing's keyset page starts: the last row's sort value and id. */
export interface ListingCursor {
  sort: ListingSort;
  value: string | number;
  id: number;
  /** The first page's top block (`topAdsOf`), left out of every later page too. */
  excluded?: number[];
}

/** What a listing filters on, resolved to ids (ADR 0012). */
export interface ListingFilter {
  categoryIds?: number[];
  place?: { column: 'province' | 'district' | 'commune'; id: string };
  /** One member's ads (the `user` filter, resolved from the username). */
  userId?: number;
  priceMin?: number;
  priceMax?: number;
  condition?: string;
  postedSince?: Date;
  /** The category's own filters (cars, property, jobs) on `fields`. */
  fields?: ListingFieldConditions;
  /** Ads left out (the top block's, shown apart: `topAdsOf`). */
  excludeIds?: number[];
  /** `similar`: per term, the ads' words close to it (the misspelling fallback). */
  text?: {
    terms: string[];
    compact: string;
    similar?: ReadonlyMap<string, readonly string[]>;
    /**
     * Per term, its words in the other language (a topic of a category's name: `sofa` and
     * `សាឡុង`, ADR 0018): asked as the term's own words, exactly.
     */
    synonyms?: ReadonlyMap<string, readonly string[]>;
    /** Per term, the ids of the categories (and their subcategories) whose names it starts a word of. */
    categories?: ReadonlyMap<string, readonly number[]>;
    /**
     * Per term, the sections (a main category and its subcategories) of the subcategories
     * whose names list it as one of their topics (`chair`: Sofas & Chairs), which it does not
     * name: with `categories`, the ads outside them match the term only by their title.
     */
    topics?: ReadonlyMap<string, readonly number[]>;
    /**
     * Per term or similar word, every word of ads it begins (`wordsBeginning`): asked as
     * those words rather than as a prefix. A term left out is asked as a prefix.
     */
    words?: ReadonlyMap<string, readonly string[]>;
  };
  now: number;
}

/**
 * The sort's key and direction, and the null ordering that matches its partial index (the
 * columns are NOT NULL, so it changes no result, only whether the index can be read): the
 * descending indexes are `DESC NULLS LAST`; price desc reads the ascending price index
 * backwards, which is `DESC NULLS FIRST`.
 */
function sortOf(sort: ListingSort) {
  switch (sort) {
    // A keyword's relevance (`relevanceKey`) ties on the renewal: its column stands for it here.
    case 'relevance':
    case 'latest':
      return { key: ads.renewedAt, descending: true, nulls: sql`nulls last` };
    case 'newest':
      return { key: ads.postedAt, descending: true, nulls: sql`nulls last` };
    case 'most-hits':
      return { key: ads.views, descending: true, nulls: sql`nulls last` };
    case 'price-asc':
      return { key: ads.price, descending: false, nulls: sql`nulls last` };
    case 'price-desc':
      return { key: ads.price, descending: true, nulls: sql`nulls first` };
    // Jobs: earliest first, ads without the date last (the key is never null).
    case 'start-date':
    case 'end-date':
      return { key: jobDateKey(sort), descending: false, nulls: sql`nulls last` };
  }
}

/** A tsquery word, quoted (never parsed as an operator). */
function quotedWord(word: string): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * A term (or a similar word) as tsquery alternatives: the words of ads it begins when they are
 * known, else the term prefix-matched from 2 characters.
 */
function tsAlternatives(word: string, words: ReadonlyMap<string, readonly string[]>): string[] {
  const known = words.get(word);
  if (known) return known.map(quotedWord);
  return [[...word].length >= 2 ? `${quotedWord(word)}:*` : quotedWord(word)];
}

/**
 * A synonym (a term's word in the other language, ADR 0018) as a tsquery alternative: a whole
 * word, asked exactly (`bed` is not "bedrooms"); a Khmer one as the words it begins, since the
 * dictionary may join it to the next word.
 */
function synonymAlternative(word: string): string {
  return KHMER.test(word) ? `${quotedWord(word)}:*` : quotedWord(word);
}

function escapeRegex(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, (char) => `\\${char}`);
}

/**
 * Whether a keyword query is also looked for in the compact title (`search_title`): when it
 * has Khmer, whose words the dictionary may cut otherwise in the title than in the query (a
 * Khmer word inside a longer one), or a word joining letters and digits (`iphone13` is in
 * `iPhone 13 Pro`). Other words are looked for as the start of the ads' words only (`cat` is
 * not looked for inside `education`).
 */
export function searchesTitle(text: Pick<NonNullable<ListingFilter['text']>, 'terms' | 'compact'>) {
  return (
    [...text.compact].length >= 3 &&
    text.terms.some((term) => KHMER.test(term) || (/\p{L}/u.test(term) && /\p{N}/u.test(term)))
  );
}

const KHMER = /[\u1780-\u17FF\u19E0-\u19FF]/u;

/**
 * Terms are typed by visitors: they are looked up in Maps only (a plain object answers
 * `constructor` and `__proto__` with its prototype's members).
 */
const NONE: ReadonlyMap<string, never> = new Map<string, never>();

/** The words asked beside a term: its similar words (a misspelling) and its synonyms. */
function alsoAsked(text: NonNullable<ListingFilter['text']>, term: string): string[] {
  return [...(text.similar?.get(term) ?? []), ...(text.synonyms?.get(term) ?? [])];
}

/**
 * The keyword's condition: one question to the search index (every term: one of its words, or
 * of its similar words, or its categories' ads), or the compact title. `bands` (sort band
 * words, e.g. `#p84`; see `listAdsByBands`): only ads in those bands, asked together with the
 * words, so that the index reads the words' ads in those bands alone.
 */
function textCondition(text: NonNullable<ListingFilter['text']>, bands?: readonly string[]): SQL {
  const { terms, compact, words = NONE } = text;
  const inBands = bands?.length ? bands.map(quotedWord).join(' | ') : undefined;
  const alternativesOf = (term: string) => [
    ...new Set([
      ...[term, ...(text.similar?.get(term) ?? [])].flatMap((word) => tsAlternatives(word, words)),
      ...(text.synonyms?.get(term) ?? []).map(synonymAlternative),
    ]),
  ];
  const perTerm = terms.map((term) => {
    const alternatives = alternativesOf(term);
    // A term naming a category (`car`, `motorbike`, `រថយន្ត`) also matches that category's ads.
    const named = (text.categories?.get(term) ?? []).map((id) => quotedWord(categoryWord(id)));
    const parts: SQL[] = [];
    if (alternatives.length > 0)
      parts.push(sql`to_tsquery('simple'::regconfig, ${alternatives.join(' | ')})`);
    if (named.length > 0) parts.push(sql`${named.join(' | ')}::tsquery`);
    return parts.length === 0 ? undefined : sql`(${sql.join(parts, sql` || `)})`;
  });
  // ... and matches other ads only by a word of their title (ADR 0018), as a topic of a
  // category's name does: `ទូរស័ព្ទ` names Mobile Phones, and "call us" (សូមទូរស័ព្ទ) in a job's
  // description is no phone; "7 seats" (៧កៅអី) in a car's is no chair (Sofas & Chairs).
  const outside = terms.flatMap((term) => {
    const ids = [
      ...new Set([...(text.categories?.get(term) ?? []), ...(text.topics?.get(term) ?? [])]),
    ];
    if (ids.length === 0) return [];
    const alternatives = alternativesOf(term);
    const inTitle =
      alternatives.length > 0
        ? sql`to_tsvector('simple'::regconfig, ${ads.searchTitleTokens}) @@ to_tsquery('simple'::regconfig, ${alternatives.join(' | ')})`
        : sql`false`;
    return [sql`(${inArray(ads.categoryId, ids)} or ${inTitle})`];
  });
  const matches: SQL[] = [];
  // A term no ad has a word (or category) of: only the title can match.
  if (perTerm.every((part) => part !== undefined)) {
    const query = [...perTerm, ...(inBands ? [sql`${inBands}::tsquery`] : [])];
    matches.push(and(sql`${ads.searchVector} @@ (${sql.join(query, sql` && `)})`, ...outside)!);
  }
  // Or the query is part of the compact title.
  if (searchesTitle(text)) {
    const contains = sql`${ads.searchTitle} like ${`%${escapeLike(compact)}%`}`;
    // In Khmer, only where a syllable ends after it (ការ៉េ does not hold ការ): the regular
    // expression checks what the trigram index found.
    const inTitle = KHMER.test(compact)
      ? sql`(${contains} and ${ads.searchTitle} ~ ${`${escapeRegex(compact)}(?![\u17B4-\u17D3\u17DD])`})`
      : contains;
    matches.push(
      inBands ? and(inTitle, sql`${ads.searchVector} @@ ${inBands}::tsquery`)! : inTitle,
    );
  }
  return matches.length === 0 ? sql`false` : or(...matches)!;
}

/**
 * The filter's conditions. `bands`: only ads in those sort bands (`listAdsByBands`).
 * `textFirst`: the keyword's search index alone finds the rows; the other filters are checked
 * on them.
 */
function conditions(
  filter: ListingFilter,
  {
    bands,
    textFirst = bands !== undefined,
  }: { bands?: readonly string[]; textFirst?: boolean } = {},
): SQL[] {
  const where: SQL[] = [
    eq(ads.status, 'active'),
    sql`${ads.expiresAt} > ${new Date(filter.now).toISOString()}::timestamptz`,
  ];
  if (filter.categoryIds) {
    const [only] = filter.categoryIds;
    where.push(
      filter.categoryIds.length === 1 && only !== undefined
        ? eq(ads.categoryId, only)
        : inArray(ads.categoryId, filter.categoryIds),
    );
  }
  if (filter.place) {
    const column = { province: ads.provinceId, district: ads.districtId, commune: ads.communeId }[
      filter.place.column
    ];
    where.push(eq(column, filter.place.id));
  }
  if (filter.userId !== undefined) where.push(eq(ads.userId, filter.userId));
  if (filter.excludeIds?.length) where.push(notInArray(ads.id, filter.excludeIds));
  if (filter.priceMin !== undefined) where.push(gte(ads.price, filter.priceMin.toFixed(2)));
  if (filter.priceMax !== undefined) where.push(lte(ads.price, filter.priceMax.toFixed(2)));
  if (filter.condition) where.push(sql`${ads.fields}->>'condition' = ${filter.condition}`);
  if (filter.postedSince) {
    where.push(gte(ads.postedAt, filter.postedSince));
    // An ad is renewed at or after it is posted (ads_renewed_after_posted_check), so this adds
    // no result; it bounds the walk of a `renewed_at` index (the default sort) to the period.
    where.push(gte(ads.renewedAt, filter.postedSince));
  }
  where.push(...fieldConditions(filter.fields));
  if (!filter.text) return where;
  const text = textCondition(filter.text, bands);
  // `IS TRUE` keeps the planner from also reading the other filters' indexes for a band's (or
  // a moderately common keyword's) matches: a price range's bitmap alone held 234,000 ads at
  // 1 M, and took 60 ms to build.
  return textFirst ? [sql`(${and(...where)}) is true`, text] : [...where, text];
}

/**
 * The sort's key, as an expression no index provides when `sortMatches` (the planner then
 * finds the matches and sorts them, instead of reading the sort's index in order).
 */
function keyOf(sort: ListingSort, sortMatches: boolean, filter?: ListingFilter): SQL {
  if (sort === 'relevance' && filter?.text) return relevanceKey(filter.text);
  const { key } = sortOf(sort);
  if (!sortMatches || sort === 'start-date' || sort === 'end-date') return sql`${key}`;
  return sort === 'latest' || sort === 'newest'
    ? sql`(${key} + interval '0 seconds')`
    : sql`(${key} + 0)`;
}

function after(
  sort: ListingSort,
  cursor: ListingCursor,
  sortMatches: boolean,
  filter: ListingFilter,
): SQL {
  const { key: column, descending } = sortOf(sort);
  const key = keyOf(sort, sortMatches, filter);
  if (sort === 'relevance' && filter.text)
    return sql`(${key}, ${ads.id}) < (${String(cursor.value)}::bigint, ${cursor.id})`;
  if (sort === 'start-date' || sort === 'end-date')
    return sql`(${key}, ${ads.id}) > (${String(cursor.value)}, ${cursor.id})`;
  const value =
    column === ads.price
      ? String(cursor.value)
      : column === ads.views
        ? cursor.value
        : new Date(String(cursor.value)).toISOString();
  const cast =
    column === ads.renewedAt || column === ads.postedAt
      ? sql`::timestamptz`
      : column === ads.price
        ? sql`::numeric`
        : sql``;
  return descending
    ? sql`(${key}, ${ads.id}) < (${value}${cast}, ${cursor.id})`
    : sql`(${key}, ${ads.id}) > (${value}${cast}, ${cursor.id})`;
}

/**
 * One keyset page of card rows (limit + 1 rows: the extra one says a next page exists).
 * `sortMatches`: find the matches first, then sort them, instead of reading the sort's index
 * in order (see `keywordPlan`). `bands`: only ads in these sort bands (`listAdsByBands`).
 */
export function listAds(
  db: Db,
  options: {
    filter: ListingFilter;
    sort: ListingSort;
    after?: ListingCursor;
    limit: number;
    sortMatches?: boolean;
    bands?: readonly string[];
  },
) {
  const { descending, nulls } = sortOf(options.sort);
  const sortMatches = options.sortMatches === true;
  const key = keyOf(options.sort, sortMatches, options.filter);
  const where = conditions(options.filter, { bands: options.bands });
  if (options.after) where.push(after(options.sort, options.after, sortMatches, options.filter));
  const direction = descending ? sql`desc` : sql`asc`;
  return selectCardsWithKey(db, key)
    .where(and(...where))
    .orderBy(sql`${key} ${direction} ${nulls}`, sql`${ads.id} ${direction} ${nulls}`)
    .limit(options.limit + 1);
}

/** The sorts whose key an ad's search vector holds in bands (migration 0020): the band words' prefix. */
const BANDED: Partial<
  Record<ListingSort, { prefix: '#p' | '#h' | '#r' | '#n'; ascending: boolean }>
> = {
  'price-asc': { prefix: '#p', ascending: true },
  'price-desc': { prefix: '#p', ascending: false },
  'most-hits': { prefix: '#h', ascending: false },
  latest: { prefix: '#r', ascending: false },
  newest: { prefix: '#n', ascending: false },
};

const DAY_MS = 24 * 3600 * 1000;

/** The band of a price or a hits count: as `ad_value_band` in SQL (each 2% wider). */
function valueBand(value: number): number {
  return Math.floor(Math.log(Math.max(value, 0) + 1) / Math.log(1.02));
}

/** The band of a sort's value: a price or hits band, or a date's UTC day (`ad_day` in SQL). */
function bandOf(sort: ListingSort, value: string | number): number {
  return sort === 'latest' || sort === 'newest'
    ? Math.floor(Date.parse(String(value)) / DAY_MS)
    : valueBand(Number(value));
}

/** A category as a word of the search vector (migration 0020). */
const categoryWord = (id: number) => `#c${id}`;

/**
 * Whether a keyword listing can be read by sort bands: a price, hits or date sort, every term (and
 * similar word) asked as the words it begins (their bands are known), and no title search
 * (an ad found by its title alone may be in a band none of the words is in).
 */
function bandable(filter: ListingFilter, sort: ListingSort): boolean {
  const text = filter.text;
  if (!text || !BANDED[sort] || searchesTitle(text)) return false;
  const words = text.words ?? NONE;
  return text.terms.every((term) =>
    [term, ...(text.similar?.get(term) ?? [])].every((word) => words.has(word)),
  );
}

/**
 * The bands of the sort that may hold a match, in the sort's order: those every term has ads
 * in (one of its words or categories), from `search_word_bands`.
 */
async function matchBands(db: Db, text: NonNullable<ListingFilter['text']>, sort: ListingSort) {
  const { prefix, ascending } = BANDED[sort]!;
  const words = text.words ?? NONE;
  const perTerm = await Promise.all(
    text.terms.map(async (term) => {
      const asked = [
        ...new Set([
          ...[term, ...(text.similar?.get(term) ?? [])].flatMap((word) => words.get(word) ?? []),
          ...(text.synonyms?.get(term) ?? []),
          ...(text.categories?.get(term) ?? []).map(categoryWord),
        ]),
      ];
      if (asked.length === 0) return new Set<number>();
      const rows = await db
        .select({ band: searchWordBands.band })
        .from(searchWordBands)
        .where(
          and(
            inArray(searchWordBands.word, asked),
            sql`starts_with(${searchWordBands.band}, ${prefix})`,
          ),
        );
      return new Set(rows.map((row) => Number(row.band.slice(prefix.length))));
    }),
  );
  const [first = new Set<number>(), ...others] = perTerm;
  const common = [...first].filter((band) => others.every((bands) => bands.has(band)));
  return common.sort((a, b) => (ascending ? a - b : b - a));
}

/** At most this many bands are asked at once (the window doubles while a page is not full). */
const BAND_WINDOW_MAX = 8;

/**
 * A keyset page (limit + 1 rows) of a keyword listing sorted by price or hits, read a sort band
 * at a time in the sort's order (ADR 0033): each question asks the search index
 * for the words' ads in the next bands only (those `search_word_bands` says the words are in)
 * and sorts them, so a page reads about a band's matches instead of all of them. Undefined
 * when the listing cannot be read so (`bandable`).
 */
export async function listAdsByBands(
  db: Db,
  options: { filter: ListingFilter; sort: ListingSort; after?: ListingCursor; limit: number },
): Promise<Awaited<ReturnType<typeof listAds>> | undefined> {
  const text = options.filter.text;
  if (!text || !bandable(options.filter, options.sort)) return undefined;
  const { ascending } = BANDED[options.sort]!;
  let bands = await matchBands(db, text, options.sort);
  if (options.after) {
    // From the cursor's band (and the one before it: JavaScript's and SQL's logarithms may
    // differ at a band's edge).
    const from = bandOf(options.sort, options.after.value) + (ascending ? -1 : 1);
    bands = bands.filter((band) => (ascending ? band >= from : band <= from));
  }
  const prefix = BANDED[options.sort]!.prefix;
  const rows: Awaited<ReturnType<typeof listAds>> = [];
  let window = 1;
  for (let at = 0; at < bands.length && rows.length < options.limit + 1;) {
    const asked = bands.slice(at, at + window).map((band) => `${prefix}${band}`);
    rows.push(
      ...(await listAds(db, {
        filter: options.filter,
        sort: options.sort,
        after: options.after,
        limit: options.limit - rows.length,
        sortMatches: true,
        bands: asked,
      })),
    );
    at += asked.length;
    window = Math.min(window * 2, BAND_WINDOW_MAX);
  }
  return rows.slice(0, options.limit + 1);
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
 * A term naming a category also matches that category's ads: the whole filter is estimated
 * then (`planned`: the category's ads are counted by the statistics of `category_id`).
 */
export type KeywordPlan = 'bands' | 'sort-matches' | 'planner';

export async function keywordPlan(
  db: Db,
  filter: ListingFilter,
  sort: ListingSort,
  planned: Promise<number> = plannedAds(db, filter),
): Promise<KeywordPlan> {
  const text = filter.text;
  // Relevance sorts the matches by a computed key, whatever the plan.
  if (!text || sort === 'start-date' || sort === 'end-date' || sort === 'relevance')
    return 'planner';
  const byValue = sort === 'price-asc' || sort === 'price-desc' || sort === 'most-hits';
  const namesCategory = [...(text.categories?.values() ?? [])].some((ids) => ids.length > 0);
  const bands = bandable(filter, sort);
  const asked = new Map(text.terms.map((term) => [term, alsoAsked(text, term)]));
  const estimate = namesCategory
    ? planned
    : bands
      ? Promise.all(text.terms.map((term) => estimatedMatches(db, [term], asked, text.words))).then(
          (each) => Math.min(...each),
        )
      : estimatedMatches(db, text.terms, asked, text.words);
  const [matches, total] = await Promise.all([estimate, estimatedAds(db)]);
  if (bands && matches >= BAND_WALK_FROM && matches <= total * SORT_MATCHES_SHARE) return 'bands';
  // A date sort of a rare word is sorted too: the planner, expecting a page within the first
  // rows of the date index, would walk all of it for a word no ad has (2.5 s at 1 M ads).
  const sortUpTo = byValue
    ? Math.max(SORT_MATCHES_UP_TO, total * SORT_MATCHES_SHARE)
    : BAND_WALK_FROM;
  return matches <= sortUpTo ? 'sort-matches' : 'planner';
}

/**
 * How many ads the planner expects the whole filter to select (EXPLAIN: nothing is read). A
 * listing asks once and gives the answer to `keywordPlan` and `countAds`.
 */
export function plannedAds(db: Db, filter: ListingFilter): Promise<number> {
  return plannedRows(db, and(...conditions(filter))!);
}

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

/** The place of a slug: a province, district or commune. */
export async function placeOf(db: Db, slug: string): Promise<ListingFilter['place'] | undefined> {
  const [place] = await db
    .select({ id: locations.id, type: locations.type })
    .from(locations)
    .where(eq(locations.slug, slug))
    .limit(1);
  if (!place) return undefined;
  const column =
    place.type === 'district' ? 'district' : place.type === 'commune' ? 'commune' : 'province';
  return { column, id: place.id };
}

/** The id of an active member by username (lowercase), for the `user` filter. */
export async function memberIdOf(db: Db, username: string): Promise<number | undefined> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, username), eq(users.status, 'active')))
    .limit(1);
  return user?.id;
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

/**
 * The words of ads most similar to a (misspelt) term, from `search_words` (trigram similarity
 * above `pg_trgm.similarity_threshold`, set on every connection), most similar first.
 */
export async function similarWords(db: Db, term: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(sql`${searchWords.word} % ${term}`)
    .orderBy(sql`similarity(${searchWords.word}, ${term}) desc`, searchWords.word)
    .limit(limit);
  return rows.map((row) => row.word);
}

/**
 * Whether every word of ads that a term begins is known: `search_words` keeps each word of 4 to
 * 64 characters that is not only digits (migration 0010), and a word a term begins is at least
 * as long as the term and holds its letters; the only shorter one a 3-character term begins is
 * itself (`wordsBeginning` adds it).
 */
export function listsWordsBeginning(term: string): boolean {
  return [...term].length >= 3 && /[^0-9]/.test(term);
}

/**
 * For each prefix (see `listsWordsBeginning`), the ads' words it begins, from `search_words`
 * (never pruned: a word no ad has any more costs an empty lookup), and a 3-character prefix
 * itself (such a word is never in `search_words`), or nothing when more than `cap` words begin
 * it. A term asked as its words matches the same ads as the term asked as a
 * prefix, but the search index reads each word's own list instead of gathering every entry the
 * prefix begins, and can skip through them when other terms are rarer (ADR 0012).
 */
export async function wordsBeginning(
  db: Db,
  prefixes: readonly string[],
  cap: number,
): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (prefixes.length === 0) return found;
  // Byte order (text_pattern_ops): the words beginning with p lie from p up to p + U+10FFFF.
  const result = (await db.execute(sql`
    select p.prefix, array(
      select ${searchWords.word} from ${searchWords}
      where ${searchWords.word} ~>=~ p.prefix and ${searchWords.word} ~<~ (p.prefix || chr(1114111))
        and starts_with(${searchWords.word}, p.prefix)
      order by ${searchWords.word} limit ${cap + 1}
    ) as words
    from unnest(array[${sql.join(
      prefixes.map((prefix) => sql`${prefix}`),
      sql`, `,
    )}]::text[]) as p(prefix)`)) as unknown as { rows: { prefix: string; words: string[] }[] };
  for (const row of result.rows) {
    // A Khmer prefix stopping inside a syllable is no word of it (ការ is not in ការ៉េ).
    const words = row.words.filter((word) => endsAtSyllable(row.prefix, word));
    if (row.words.length <= cap)
      found.set(row.prefix, [...row.prefix].length === 3 ? [row.prefix, ...words] : words);
  }
  return found;
}

/** Every category with its names (for keyword terms that name a category). */
export function categoryNames(db: Db) {
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      slug: categories.slug,
      nameEn: categories.nameEn,
      nameKm: categories.nameKm,
    })
    .from(categories);
}
