import type { ListingSort } from '@repo/domain';
import { and, eq, gte, inArray, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ads } from '../../db/schema.ts';
import { selectCardsWithKey } from '../engagement/index.ts';
import type { ListingCursor } from './listing-cursor.ts';
import { fieldConditions, jobDateKey } from './listing-fields.repository.ts';
import type { ListingFilter } from './listing-filter.ts';
import { textCondition } from './listing-keyword.ts';

/**
 * The query of a listing page: the filter's conditions, the sort's key and order, and the
 * keyset cursor's bound, and one page of card rows read with them (`listAds`).
 */

/**
 * The sort's key and direction, and the null ordering that matches its partial index (the
 * columns are NOT NULL, so it changes no result, only whether the index can be read): the
 * descending indexes are `DESC NULLS LAST`; price desc reads the ascending price index
 * backwards, which is `DESC NULLS FIRST`.
 */
function sortOf(sort: ListingSort) {
  switch (sort) {
    // A keyword's relevance is read in windows of its latest matches (`listAdsByRelevance`).
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

/**
 * The filter's conditions. `bands`: only ads in those sort bands (`listAdsByBands`).
 * `textFirst`: the keyword's search index alone finds the rows; the other filters are checked
 * on them.
 */
export function conditions(
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
  if (filter.storeId !== undefined) where.push(eq(ads.storeId, filter.storeId));
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
function keyOf(sort: ListingSort, sortMatches: boolean): SQL {
  const { key } = sortOf(sort);
  if (!sortMatches || sort === 'start-date' || sort === 'end-date') return sql`${key}`;
  return sort === 'latest' || sort === 'newest'
    ? sql`(${key} + interval '0 seconds')`
    : sql`(${key} + 0)`;
}

function after(sort: ListingSort, cursor: ListingCursor, sortMatches: boolean): SQL {
  const { key: column, descending } = sortOf(sort);
  const key = keyOf(sort, sortMatches);
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

/** What one keyset page asks: the filter, the sort, where it starts and how it is read. */
export interface PageOptions {
  filter: ListingFilter;
  sort: ListingSort;
  after?: ListingCursor;
  limit: number;
  sortMatches?: boolean;
  bands?: readonly string[];
}

/** A page's key, conditions and order (limit + 1 rows: the extra one says a next page exists). */
function pageParts(options: PageOptions) {
  const { descending, nulls } = sortOf(options.sort);
  const sortMatches = options.sortMatches === true;
  const key = keyOf(options.sort, sortMatches);
  const where = conditions(options.filter, { bands: options.bands });
  if (options.after) where.push(after(options.sort, options.after, sortMatches));
  const direction = descending ? sql`desc` : sql`asc`;
  return {
    key,
    where: and(...where),
    order: [sql`${key} ${direction} ${nulls}`, sql`${ads.id} ${direction} ${nulls}`],
    limit: options.limit + 1,
  };
}

/**
 * One keyset page of card rows (limit + 1 rows: the extra one says a next page exists).
 * `sortMatches`: find the matches first, then sort them, instead of reading the sort's index
 * in order (see `keywordPlanned`). `bands`: only ads in these sort bands (`listAdsByBands`).
 */
export function listAds(db: Db, options: PageOptions) {
  const page = pageParts(options);
  return selectCardsWithKey(db, page.key)
    .where(page.where)
    .orderBy(...page.order)
    .limit(page.limit);
}

/**
 * The same page as `listAds`, read as each ad's id and `values` (computed in the query) only:
 * no card is read (the relevance window, `listAdsByRelevance`, reads a thousand of them).
 */
export function listAdValues<Values extends Record<string, SQL<string>>>(
  db: Db,
  options: PageOptions,
  values: Values,
) {
  const page = pageParts(options);
  return db
    .select({ id: ads.id, ...values })
    .from(ads)
    .where(page.where)
    .orderBy(...page.order)
    .limit(page.limit) as unknown as Promise<({ id: number } & { [K in keyof Values]: string })[]>;
}
