import type { AppLoadContext } from '@remix-run/node';
import type { Location } from '@repo/domain';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { serverEnv } from '~/shared/config/env.server.ts';
import { createReferenceCache, type ReferenceResult } from '~/shared/lib/reference-cache.server.ts';

const cache = createReferenceCache<Location[]>({
  name: 'provinces',
  ttlMs: serverEnv.referenceCacheTtlMs,
  empty: [],
});

/** The 25 provinces, cached in this server for the TTL. */
export function getProvinces(context: AppLoadContext): Promise<ReferenceResult<Location[]>> {
  return cache.get(() => apiClientFor(context).locations.list());
}

const childCaches = new Map<string, ReturnType<typeof createReferenceCache<Location[]>>>();

/**
 * The districts of a province or the communes of a district (by its gazetteer code: 2 or 4
 * digits), cached like the provinces. Any other code has no children to ask for.
 */
export function getChildLocations(
  context: AppLoadContext,
  parentId: string,
): Promise<ReferenceResult<Location[]>> {
  if (!/^\d{2}(?:\d{2})?$/.test(parentId)) return Promise.resolve({ data: [], failed: false });
  let cache = childCaches.get(parentId);
  if (!cache) {
    cache = createReferenceCache<Location[]>({
      name: `locations in ${parentId}`,
      ttlMs: serverEnv.referenceCacheTtlMs,
      empty: [],
    });
    childCaches.set(parentId, cache);
  }
  return cache.get(() => apiClientFor(context).locations.list({ parent: parentId }));
}
