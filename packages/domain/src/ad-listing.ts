import { AD_PRICE_MAX, CONDITIONS } from './ad-fields.ts';
import { DATE_FILTERS, SORT_OPTIONS, type DateFilter } from './constants.ts';
import {
  LISTING_FIELD_PARAMS,
  LISTING_JOB_SORTS,
  parseListingFields,
  type ListingFieldParam,
  type ListingFieldQuery,
  type ListingJobSort,
} from './ad-listing-fields.ts';

/** A category's own filters and the job sorts (ADR 0028). */
export {
  LISTING_FIELD_FILTERS,
  LISTING_FIELD_PARAMS,
  LISTING_FIELD_RANGES,
  LISTING_JOB_SORTS,
  listingFieldFiltersFor,
  narrowListingQuery,
  parseListingFields,
} from './ad-listing-fields.ts';
export type {
  ListingFieldFilter,
  ListingFieldMatch,
  ListingFieldParam,
  ListingFieldQuery,
  ListingFieldType,
  ListingJobSort,
} from './ad-listing-fields.ts';

/**
 * Listings and search (ADR 0012): the query of `GET {api}/posts` and of the listing
 * pages, parsed the same way on both sides. Nothing a visitor types makes an error: a bad value
 * is dropped (or corrected) and reported as a note, so the page can say what it ignored.
 * No zod here: browser code imports this module alone (`@repo/domain/listing`) to clean the
 * filter form, so it must stay small; the answer's schema is in `ad-listing-response.ts`.
 */

/** The filter form's choices (re-exported for browser code that imports this module alone). */
export { AD_PRICE_MAX as LISTING_PRICE_MAX, CONDITIONS as LISTING_CONDITIONS };
export { DATE_FILTERS as LISTING_POSTED };

/**
 * The sorts every listing offers (job listings add LISTING_JOB_SORTS): the spec's, and
 * `relevance` (best match first), the default of a keyword search (ADR 0018).
 */
export const LISTING_SORTS = [
  'relevance',
  ...SORT_OPTIONS.filter(
    (sort): sort is Exclude<(typeof SORT_OPTIONS)[number], 'start-date' | 'end-date'> =>
      sort !== 'start-date' && sort !== 'end-date',
  ),
] as const;

/** The sort a listing has when none is asked: best match for a keyword, else the latest. */
export function defaultListingSort(query: { q?: string }): 'relevance' | 'latest' {
  return query.q ? 'relevance' : 'latest';
}
export type ListingSort = (typeof LISTING_SORTS)[number] | ListingJobSort;
/**
 * Ads a listing page shows (and the API answers when no limit is asked): 16, four rows of four
 * on a desktop, and a Khmer page with photos within 60 kB of HTML (ADR 0024).
 */
export const LISTING_LIMIT = { default: 16, max: 50 } as const;
/** Above this many matches the total is reported as this number, estimated. */
export const LISTING_EXACT_TOTAL_MAX = 1000;
/** Longest keyword kept (characters); longer ones are cut with a note. */
export const LISTING_QUERY_MAX = 100;

/** `inapplicable`: a category filter or job sort the listing's category does not have. */
export type ListingNoteReason = 'invalid' | 'swapped' | 'truncated' | 'unknown' | 'inapplicable';
export interface ListingNote {
  param: string;
  reason: ListingNoteReason;
}

export interface ListingQuery extends ListingFieldQuery {
  q?: string;
  /** A main or sub category slug. */
  category?: string;
  /** A province, district or commune slug. */
  location?: string;
  /** A member's username (lowercase): their ads only (the page `/{username}`). */
  user?: string;
  /** A store's username (lowercase): its ads only (the store's page `/{username}`, ADR 0045). */
  store?: string;
  price_min?: number;
  price_max?: number;
  condition?: (typeof CONDITIONS)[number];
  posted?: DateFilter;
  sort: ListingSort;
  cursor?: string;
  limit: number;
  /**
   * API only (not in a page's address): on a first page without a keyword, this many running
   * top ads matching the filters come apart in `top` and are left out of `items` on every page
   * (ADR 0014); at most LISTING_TOP_MAX.
   */
  top?: number;
}

export const LISTING_TOP_MAX = 12;

/** The filters of a listing, in the order chips show them. */
export const LISTING_FILTERS = [
  'q',
  'category',
  'location',
  'user',
  'store',
  'price_min',
  'price_max',
  'condition',
  'posted',
  ...(LISTING_FIELD_PARAMS as readonly ListingFieldParam[]),
] as const;
export type ListingFilterParam = (typeof LISTING_FILTERS)[number];
/** Every query parameter a listing reads. */
export const LISTING_PARAMS = [...LISTING_FILTERS, 'sort', 'cursor', 'limit'] as const;
export type ListingParam = (typeof LISTING_PARAMS)[number];

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A username as accounts may have one (`usernameSchema` of auth.ts, without zod). */
const USERNAME = /^[a-z0-9](?:[a-z0-9._-]{1,28}[a-z0-9])$/;

type Raw = Record<string, string | string[] | undefined> | URLSearchParams;

function read(raw: Raw, name: string): string | undefined {
  const value = raw instanceof URLSearchParams ? (raw.get(name) ?? undefined) : raw[name];
  const one = Array.isArray(value) ? value[0] : value;
  const trimmed = one?.trim();
  return trimmed ? trimmed : undefined;
}

function price(value: string | undefined): number | undefined | null {
  if (value === undefined) return undefined;
  if (!/^\d{1,9}(?:\.\d{1,2})?$/.test(value)) return null;
  const number = Number(value);
  return number <= AD_PRICE_MAX ? number : null;
}

/**
 * Reads a listing query from URL parameters (a page's or the API's). Unknown parameters are
 * ignored; bad values are dropped with a note; a reversed price range is swapped.
 */
export function parseListingQuery(raw: Raw): { query: ListingQuery; notes: ListingNote[] } {
  const notes: ListingNote[] = [];
  const query: ListingQuery = { sort: 'latest', limit: LISTING_LIMIT.default };

  const q = read(raw, 'q');
  if (q !== undefined) {
    // eslint-disable-next-line no-control-regex -- control characters are never part of a keyword
    const clean = q.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
    if (clean.length > LISTING_QUERY_MAX) notes.push({ param: 'q', reason: 'truncated' });
    const kept = [...clean].slice(0, LISTING_QUERY_MAX).join('').trim();
    if (kept) query.q = kept;
  }

  for (const name of ['category', 'location'] as const) {
    const value = read(raw, name);
    if (value === undefined) continue;
    if (value.length <= 100 && SLUG.test(value)) query[name] = value;
    else notes.push({ param: name, reason: 'invalid' });
  }

  for (const name of ['user', 'store'] as const) {
    const value = read(raw, name)?.toLowerCase();
    if (value === undefined) continue;
    if (USERNAME.test(value)) query[name] = value;
    else notes.push({ param: name, reason: 'invalid' });
  }

  let min = price(read(raw, 'price_min'));
  let max = price(read(raw, 'price_max'));
  if (min === null) notes.push({ param: 'price_min', reason: 'invalid' });
  if (max === null) notes.push({ param: 'price_max', reason: 'invalid' });
  if (typeof min === 'number' && typeof max === 'number' && min > max) {
    [min, max] = [max, min];
    notes.push({ param: 'price_max', reason: 'swapped' });
  }
  if (typeof min === 'number') query.price_min = min;
  if (typeof max === 'number') query.price_max = max;

  const condition = read(raw, 'condition');
  if (condition !== undefined) {
    if ((CONDITIONS as readonly string[]).includes(condition))
      query.condition = condition as ListingQuery['condition'];
    else notes.push({ param: 'condition', reason: 'invalid' });
  }

  const posted = read(raw, 'posted');
  if (posted !== undefined) {
    if ((DATE_FILTERS as readonly string[]).includes(posted)) query.posted = posted as DateFilter;
    else notes.push({ param: 'posted', reason: 'invalid' });
  }

  Object.assign(
    query,
    parseListingFields((name) => read(raw, name), notes),
  );

  const sort = read(raw, 'sort');
  query.sort = defaultListingSort(query);
  if (sort !== undefined) {
    if ([...LISTING_SORTS, ...LISTING_JOB_SORTS].includes(sort as ListingSort))
      query.sort = sort as ListingSort;
    else notes.push({ param: 'sort', reason: 'invalid' });
  }
  // Relevance ranks the ads by the words asked: without words there is nothing to rank by.
  if (query.sort === 'relevance' && !query.q) query.sort = 'latest';

  const cursor = read(raw, 'cursor');
  if (cursor !== undefined) {
    if (cursor.length <= 200 && /^[A-Za-z0-9_-]+$/.test(cursor)) query.cursor = cursor;
    else notes.push({ param: 'cursor', reason: 'invalid' });
  }

  const top = read(raw, 'top');
  if (top !== undefined) {
    const number = /^\d{1,2}$/.test(top) ? Number(top) : Number.NaN;
    if (number >= 1 && number <= LISTING_TOP_MAX) query.top = number;
    else notes.push({ param: 'top', reason: 'invalid' });
  }

  const limit = read(raw, 'limit');
  if (limit !== undefined) {
    const number = Number(limit);
    if (Number.isInteger(number) && number >= 1) query.limit = Math.min(number, LISTING_LIMIT.max);
    else notes.push({ param: 'limit', reason: 'invalid' });
  }

  return { query, notes };
}

/** The query as URL parameters (defaults left out), for links and for the API call. */
export function listingSearchParams(query: Partial<ListingQuery>): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of LISTING_PARAMS) {
    const value = query[name];
    if (value === undefined || value === '') continue;
    // The default sort, and relevance without a keyword (it means the latest then).
    if (
      name === 'sort' &&
      (value === defaultListingSort(query) || (value === 'relevance' && !query.q))
    )
      continue;
    if (name === 'limit' && value === LISTING_LIMIT.default) continue;
    params.set(name, String(value));
  }
  return params;
}
