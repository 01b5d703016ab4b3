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
  return cache.get(() => apiClientFor(context).getLocations());
}
