import { SEARCH_TEXT_VERSION, type ListingSort } from '@repo/domain';
import { and, eq, gt, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ads, categories, locations, searchWords, users } from '../../db/schema.ts';
import { selectCardsWithKey } from '../engagement/engagement.repository.ts';
import {
  COUNT_ESTIMATED_FROM,
  estimatedAds,
  estimatedMatches,
  plannedRows,
  SORT_MATCHES_SHARE,
  SORT_MATCHES_UP_TO,
} from './listing-plan.repository.ts';
import {
  fieldConditions,
  jobDateKey,
  type ListingFieldConditions,
} from './listing-fields.repository.ts';

/** Where a listing's keyset page starts: the last row's sort value and id. */
export interface ListingCursor {
  sort: ListingSort;
  value: string | number;
  id: number;
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
  /** `similar`: per term, the ads' words close to it (the misspelling fallback). */
  text?: {
    terms: string[];
    compact: string;
    similar?: Record<string, string[]>;
    /** Per term, the ids of the categories (and their subcategories) whose names it starts a word of. */
    categories?: Record<string, number[]>;
    /**
     * Per term or similar word, every word of ads it begins (`wordsBeginning`): asked as
     * those words rather than as a prefix. A term left out is asked as a prefix.
     */
    words?: Record<string, string[]>;
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
function tsAlternatives(word: string, words: Record<string, string[]>): string[] {
  const known = words[word];
  if (known) return known.map(quotedWord);
  return [[...word].length >= 2 ? `${quotedWord(word)}:*` : quotedWord(word)];
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function conditions(filter: ListingFilter): SQL[] {
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
  if (filter.text) {
    const { terms, compact, similar = {}, words = {} } = filter.text;
    // Every term is one of the ad's words (a prefix of one from 2 characters), or one of the
    // words similar to it (the misspelling fallback: `similar` is filled only then).
    const everyTerm = terms.map((term) => {
      const alternatives = [
        ...new Set([term, ...(similar[term] ?? [])].flatMap((word) => tsAlternatives(word, words))),
      ];
      // No ad has a word the term begins: only its category or the title can match.
      const inText =
        alternatives.length === 0
          ? sql`false`
          : sql`${ads.searchVector} @@ to_tsquery('simple'::regconfig, ${alternatives.join(' | ')})`;
      // A term naming a category (`car`, `motorbike`, `រថយន្ត`) also matches that category's ads.
      const named = filter.text?.categories?.[term];
      return named?.length ? or(inText, inArray(ads.categoryId, named))! : inText;
    });
    const matches: SQL[] = [];
    if (everyTerm.length > 0) matches.push(and(...everyTerm)!);
    // Or the query is part of the compact title: a Khmer word inside a longer one, `iphone13`
    // inside `iPhone 13 Pro`.
    if ([...compact].length >= 3)
      matches.push(sql`${ads.searchTitle} like ${`%${escapeLike(compact)}%`}`);
    if (matches.length > 0) where.push(or(...matches)!);
  }
  return where;
}

/** The sort key as an expression no index provides, so the planner sorts the matches. */
function sortedKey(key: SQL | typeof ads.price | typeof ads.views): SQL {
  return sql`(${key} + 0)`;
}

function after(sort: ListingSort, cursor: ListingCursor, sortMatches: boolean): SQL {
  const { key: column, descending } = sortOf(sort);
  const key =
    sortMatches && (column === ads.price || column === ads.views) ? sortedKey(column) : column;
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
 * `sortMatches` (price and hits sorts): find the matches first, then sort them, instead of
 * reading the sort's index in order (see `matchesToSort`).
 */
export function listAds(
  db: Db,
  options: {
    filter: ListingFilter;
    sort: ListingSort;
    after?: ListingCursor;
    limit: number;
    sortMatches?: boolean;
  },
) {
  const { key: column, descending, nulls } = sortOf(options.sort);
  const sortMatches =
    options.sortMatches === true && (column === ads.price || column === ads.views);
  const key = sortMatches ? sortedKey(column as typeof ads.price) : column;
  const where = conditions(options.filter);
  if (options.after) where.push(after(options.sort, options.after, sortMatches));
  const direction = descending ? sql`desc` : sql`asc`;
  return selectCardsWithKey(db, sql`${key}`)
    .where(and(...where))
    .orderBy(sql`${key} ${direction} ${nulls}`, sql`${ads.id} ${direction} ${nulls}`)
    .limit(options.limit + 1);
}

/**
 * Whether a keyword listing sorted by price or hits should sort its matches rather than read
 * the sort's index in order (ADR 0012, "Keyword sorted by price"): yes when the planner
 * expects at most SORT_MATCHES_UP_TO matches, or SORT_MATCHES_SHARE of all ads when more.
 * Reading the index in order suits a word most ads have; for a rarer one whose ads sit at one end of the index (a brand of dear cars sorted
 * from the cheapest) it reads most of the table first. The other filters only make the
 * matches fewer, so they are left out of the estimate.
 */
export async function matchesToSort(
  db: Db,
  filter: ListingFilter,
  planned: Promise<number> = plannedAds(db, filter),
): Promise<boolean> {
  const text = filter.text;
  if (!text) return false;
  // A term naming a category also matches all that category's ads: the whole filter is
  // estimated then (the category's ads are counted by the statistics of `category_id`).
  const namesCategory = Object.values(text.categories ?? {}).some((ids) => ids.length > 0);
  const [matches, total] = await Promise.all([
    namesCategory ? planned : estimatedMatches(db, text.terms, text.similar, text.words),
    estimatedAds(db),
  ]);
  return matches <= Math.max(SORT_MATCHES_UP_TO, total * SORT_MATCHES_SHARE);
}

/**
 * How many ads the planner expects the whole filter to select (EXPLAIN: nothing is read). A
 * listing asks once and gives the answer to `matchesToSort` and `countAds`.
 */
export function plannedAds(db: Db, filter: ListingFilter): Promise<number> {
  return plannedRows(db, and(...conditions(filter))!);
}

/**
 * How many ads match, counted up to `cap` + 1 (above `cap` the caller reports an estimate). A
 * keyword the planner expects at least COUNT_ESTIMATED_FROM ads to match is not counted:
 * `cap` + 1 at once.
 */
export async function countAds(
  db: Db,
  filter: ListingFilter,
  cap: number,
  planned?: Promise<number>,
): Promise<number> {
  if (
    filter.text &&
    (await (planned ?? plannedAds(db, filter))) >= Math.max(COUNT_ESTIMATED_FROM, cap)
  )
    return cap + 1;
  const matching = db
    .select({ one: sql`1` })
    .from(ads)
    .where(and(...conditions(filter)))
    .limit(cap + 1)
    .as('matching');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matching);
  return row?.count ?? 0;
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
 * Whether `search_words` holds every word of ads that a term begins: it keeps each word of 4 to
 * 64 characters that is not only digits (migration 0010), and a word a term begins is at least
 * as long as the term and holds its letters.
 */
export function listsWordsBeginning(term: string): boolean {
  return [...term].length >= 4 && /[^0-9]/.test(term);
}

/**
 * For each prefix (see `listsWordsBeginning`), the ads' words it begins, from `search_words`
 * (never pruned: a word no ad has any more costs an empty lookup), or nothing when more than
 * `cap` words begin it. A term asked as its words matches the same ads as the term asked as a
 * prefix, but the search index reads each word's own list instead of gathering every entry the
 * prefix begins, and can skip through them when other terms are rarer (ADR 0012).
 */
export async function wordsBeginning(
  db: Db,
  prefixes: readonly string[],
  cap: number,
): Promise<Record<string, string[]>> {
  if (prefixes.length === 0) return {};
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
  const found: Record<string, string[]> = {};
  for (const row of result.rows) if (row.words.length <= cap) found[row.prefix] = row.words;
  return found;
}

/** Every category with its names (for keyword terms that name a category). */
export function categoryNames(db: Db) {
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      nameEn: categories.nameEn,
      nameKm: categories.nameKm,
    })
    .from(categories);
}
