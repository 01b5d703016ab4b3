import type { ApiClient } from '@repo/api-client';
import {
  RELATED_ADS_LIMIT,
  type Ad,
  type AdCard,
  type AdListing,
  type ListingQuery,
  type TopAds,
} from '@repo/domain';
import { serverEnv } from '~/shared/config/env.server.ts';
import { createTtlCache } from '~/shared/lib/ttl-cache.server.ts';

/**
 * GET {api}/posts/{id}: the public ad, with `liked`/`saved` when the client carries the
 * member's access token. Deleted or unknown ids reject with the API's 404 (an AppError).
 */
export function fetchAd(client: ApiClient, id: string): Promise<Ad> {
  return client.ads.get(id);
}

/** GET {api}/posts/{id}/related: active ads of the same subcategory and province, as cards. */
export function fetchRelatedAds(
  client: ApiClient,
  id: string,
  limit: number = RELATED_ADS_LIMIT.default,
): Promise<AdCard[]> {
  return client.ads.related(id, { limit });
}

/**
 * GET {api}/posts: one keyset page of active ads matching a listing query (ADR 0012), with
 * `liked`/`saved` on the cards when the client carries the member's access token. The API
 * drops or corrects what it cannot use and says so in `notes`.
 */
export function fetchListing(client: ApiClient, query: ListingQuery): Promise<AdListing> {
  return client.listing.search(query);
}

/*
 * A popular ad is opened by many visitors within seconds (a link shared in a group): for
 * AD_PAGE_CACHE_TTL_MS they share one answer of the API. Only the visitor's view (no access
 * token) is kept, never a member's; failures (404 included) are never kept.
 */
const publicAds = createTtlCache<Ad>({ ttlMs: serverEnv.adPageCacheTtlMs, maxEntries: 1_000 });
const relatedAds = createTtlCache<AdCard[]>({
  ttlMs: serverEnv.adPageCacheTtlMs,
  maxEntries: 1_000,
});

/** The ad as a visitor sees it (`fetchAd` without a token), possibly a few seconds old. */
export function fetchPublicAd(client: ApiClient, id: string): Promise<Ad> {
  return publicAds.get(id, () => fetchAd(client.withTokens({ accessToken: null }), id));
}

/** `fetchRelatedAds` with the default limit, possibly a few seconds old. */
export function fetchRelatedAdsCached(client: ApiClient, id: string): Promise<AdCard[]> {
  return relatedAds.get(id, () => fetchRelatedAds(client, id));
}

/** Drops what this server keeps of an ad (after a like or save here changed its counts). */
export function forgetAd(id: string): void {
  publicAds.delete(id);
}

/**
 * GET {api}/posts/top: the premium "top" ads of the moment (ADR 0014) in a category and place
 * (slugs), in the API's turn order.
 */
export function fetchTopAds(
  client: ApiClient,
  query: { category?: string; location?: string; limit: number },
): Promise<TopAds> {
  return client.ads.top(query);
}
