import {
  LISTING_FILTERS,
  listingSearchParams,
  parseListingQuery,
  type ListingFilterParam,
  type ListingQuery,
} from '@repo/domain/listing';

/**
 * What a page's path fixes (`/c-{category}`, `/all-ads-in-{location}`, `/{username}`): its URL
 * never carries it.
 */
export interface ListingFixed {
  category?: string;
  location?: string;
  /** A member's username: their ads only. */
  user?: string;
  /** A store's username: its ads only (ADR 0045). */
  store?: string;
}

/** The filters a chip can remove, in the order the chips show them. */
export const CHIP_PARAMS = LISTING_FILTERS;
export type ChipParam = ListingFilterParam;

/** The query a page's own URL holds: the parsed query without what the path fixes. */
export function ownQuery(query: ListingQuery, fixed: ListingFixed): ListingQuery {
  const own = { ...query };
  if (fixed.category !== undefined) delete own.category;
  if (fixed.location !== undefined) delete own.location;
  if (fixed.user !== undefined) delete own.user;
  if (fixed.store !== undefined) delete own.store;
  return own;
}

/** The query the API is asked: the page's own, with the path's category, location or member. */
export function apiQuery(query: ListingQuery, fixed: ListingFixed): ListingQuery {
  return {
    ...ownQuery(query, fixed),
    ...(fixed.category === undefined ? {} : { category: fixed.category }),
    ...(fixed.location === undefined ? {} : { location: fixed.location }),
    ...(fixed.user === undefined ? {} : { user: fixed.user }),
    ...(fixed.store === undefined ? {} : { store: fixed.store }),
  };
}

/** `path` with the query's parameters (defaults left out): the address of that listing. */
export function listingHref(path: string, query: Partial<ListingQuery>): string {
  const search = listingSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** The filters set in the page's own query, each with the address of the page without it. */
export function chipTargets(
  path: string,
  query: ListingQuery,
): { param: ChipParam; value: string | number; href: string }[] {
  return CHIP_PARAMS.flatMap((param) => {
    const value = query[param];
    if (value === undefined || value === '') return [];
    // Without the filter the first page changes: the cursor goes too.
    const href = listingHref(path, { ...query, [param]: undefined, cursor: undefined });
    return [{ param, value, href }];
  });
}

/** The next page's address, or null on the last page. */
export function nextPageHref(
  path: string,
  query: ListingQuery,
  nextCursor: string | null,
): string | null {
  return nextCursor ? listingHref(path, { ...query, cursor: nextCursor }) : null;
}

/**
 * What the filter form submits, cleaned: empty fields and defaults left out. Used when
 * JavaScript submits the form, so the address stays short. When a value needs a note (not
 * understood, out of range, a reversed price range) only the empty fields go, so the page
 * reads the values as typed and says what it ignored or corrected, as it does without
 * JavaScript.
 */
export function cleanFormParams(form: URLSearchParams): URLSearchParams {
  const { query, notes } = parseListingQuery(form);
  if (notes.length === 0) return listingSearchParams(query);
  return new URLSearchParams([...form].filter(([, value]) => value.trim() !== ''));
}

/**
 * The filled place fields (province, district, commune: all named `location`, ADR 0015) up to
 * the first empty one, at most three: the last is the place the form chooses.
 */
export function filledPlaces(values: string[]): string[] {
  const trimmed = values.slice(0, 3).map((value) => value.trim());
  const end = trimmed.indexOf('');
  return end === -1 ? trimmed : trimmed.slice(0, end);
}
