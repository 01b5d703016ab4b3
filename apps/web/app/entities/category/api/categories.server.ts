import type { AppLoadContext } from '@remix-run/node';
import type { Category } from '@repo/domain';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { serverEnv } from '~/shared/config/env.server.ts';
import { createReferenceCache, type ReferenceResult } from '~/shared/lib/reference-cache.server.ts';

const cache = createReferenceCache<Category[]>({
  name: 'categories',
  ttlMs: serverEnv.referenceCacheTtlMs,
  empty: [],
});

/** The category tree (with names, icons and types), cached in this server for the TTL. */
export function getCategories(context: AppLoadContext): Promise<ReferenceResult<Category[]>> {
  return cache.get(() => apiClientFor(context).getCategories({ meta: true }));
}
