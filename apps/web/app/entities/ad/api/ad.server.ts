import type { ApiClient } from '@repo/api-client';
import { RELATED_ADS_LIMIT, type Ad, type AdCard } from '@repo/domain';
import { serverEnv } from '~/shared/config/env.server.ts';
import { createTtlCache } from '~/shared/lib/ttl-cache.server.ts';

/** GET {api}/posts/{id}/related: active ads of the same subcategory and province, as cards. */
export function fetchRelatedAds(
  client: ApiClient,
  id: string,
  limit: number = RELATED_ADS_LIMIT.default,
): Promise<AdCard[]> {
  return client.ads.related(id, { limit });
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

/** The ad as a visitor sees it (`ads.get` without a token), possibly a few seconds old. */
export function fetchPublicAd(client: ApiClient, id: string): Promise<Ad> {
  return publicAds.get(id, () => client.withTokens({ accessToken: null }).ads.get(id));
}

/** `fetchRelatedAds` with the default limit, possibly a few seconds old. */
export function fetchRelatedAdsCached(client: ApiClient, id: string): Promise<AdCard[]> {
  return relatedAds.get(id, () => fetchRelatedAds(client, id));
}

/** Drops what this server keeps of an ad (after a like or save here changed its counts). */
export function forgetAd(id: string): void {
  publicAds.delete(id);
}
