import { AD_SORTS, type AdSort } from '@repo/domain';
import type { MyAdsQuery as MyAdsApiQuery } from '@repo/api-client';

/** The status filters of My ads: every ad the member has (not deleted), or one status. */
export const MY_ADS_FILTERS = ['all', 'active', 'expired', 'sold'] as const;
export type MyAdsFilter = (typeof MY_ADS_FILTERS)[number];

/** Ads per page of My ads (each row is tall: its actions and auto-renew settings). */
export const MY_ADS_PAGE_SIZE = 10;

/** What the address of My ads holds: the filter, the sort and the keyset cursor of the page. */
export interface MyAdsQuery {
  status: MyAdsFilter;
  sort: AdSort;
  /** The API's opaque `next_cursor` of the previous page; null on the first page. */
  cursor: string | null;
}

export const DEFAULT_MY_ADS_QUERY: MyAdsQuery = { status: 'all', sort: 'posted', cursor: null };

/** The API's cursors are base64url; anything else is ignored (first page) rather than sent. */
const CURSOR = /^[A-Za-z0-9_-]{1,200}$/;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

/** Reads the query of `/me`; unknown values fall back to the defaults. */
export function readMyAdsQuery(search: URLSearchParams): MyAdsQuery {
  const cursor = search.get('cursor');
  return {
    status: oneOf(MY_ADS_FILTERS, search.get('status')) ?? DEFAULT_MY_ADS_QUERY.status,
    sort: oneOf(AD_SORTS, search.get('sort')) ?? DEFAULT_MY_ADS_QUERY.sort,
    cursor: cursor && CURSOR.test(cursor) ? cursor : null,
  };
}

/**
 * The search string of a My ads address (`?status=sold&sort=price_asc`), defaults left out so
 * the first page of everything is plain `/me`. Empty when every value is the default.
 */
export function myAdsSearch(query: MyAdsQuery): string {
  const params = new URLSearchParams();
  if (query.status !== DEFAULT_MY_ADS_QUERY.status) params.set('status', query.status);
  if (query.sort !== DEFAULT_MY_ADS_QUERY.sort) params.set('sort', query.sort);
  if (query.cursor) params.set('cursor', query.cursor);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The query of GET {api}/me/posts for this page. */
export function myPostsApiQuery(query: MyAdsQuery): MyAdsApiQuery {
  return {
    ...(query.status === 'all' ? {} : { status: query.status }),
    sort: query.sort,
    ...(query.cursor ? { cursor: query.cursor } : {}),
    limit: MY_ADS_PAGE_SIZE,
  };
}
