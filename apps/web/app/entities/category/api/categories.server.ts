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
  return cache.get(() => apiClientFor(context).categories.list({ meta: true }));
}

/** Active ads by subcategory id; the API rereads them once a minute. */
const counts = createReferenceCache<Record<string, number>>({
  name: 'category counts',
  ttlMs: 15_000,
  empty: {},
});

/**
 * How many active ads each subcategory has (GET {api}/categories/counts, ADR 0014), kept
 * here a few seconds. On failure, the last counts or none (the page shows no numbers).
 */
export function getCategoryCounts(
  context: AppLoadContext,
): Promise<ReferenceResult<Record<string, number>>> {
  return counts.get(async () => {
    const rows = await apiClientFor(context).categories.counts();
    return Object.fromEntries(rows.map((row) => [row.category_id, row.count]));
  });
}
