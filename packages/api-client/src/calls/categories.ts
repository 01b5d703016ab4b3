import {
  categoriesResponseSchema,
  categoryCountsResponseSchema,
  postingCategoriesResponseSchema,
} from '@repo/domain';
import type { Category, CategoryCount, PostingCategory } from '@repo/domain';
import { dataOf, type Transport } from '../transport.ts';

/** The category tree and what hangs on it. */
export interface CategoryCalls {
  /** GET {api}/categories?meta=true&v=1 (`meta=true` only when `meta` is true). */
  list(options?: { meta?: boolean }): Promise<Category[]>;
  /** GET {api}/me/posts/categories?v=1: categories with the ad fields of their type. */
  forPosting(): Promise<PostingCategory[]>;
  /** GET {api}/categories/search?q=: categories whose English or Khmer name contains the text. */
  search(text: string, options?: { limit?: number }): Promise<Category[]>;
  /** GET {api}/categories/counts: active ads by subcategory (ADR 0014). */
  counts(): Promise<CategoryCount[]>;
}

export function categoryCalls({ request }: Transport): CategoryCalls {
  return {
    list({ meta = false } = {}) {
      const query = new URLSearchParams();
      if (meta) query.set('meta', 'true');
      query.set('v', '1');
      return dataOf(
        request('GET', 'api', 'categories', { query, schema: categoriesResponseSchema }),
      );
    },
    forPosting: () =>
      dataOf(
        request('GET', 'api', 'me/posts/categories', {
          query: { v: 1 },
          schema: postingCategoriesResponseSchema,
        }),
      ),
    search: (text, { limit } = {}) =>
      dataOf(
        request('GET', 'api', 'categories/search', {
          query: { q: text, ...(limit === undefined ? {} : { limit }) },
          schema: categoriesResponseSchema,
        }),
      ),
    counts: () =>
      dataOf(request('GET', 'api', 'categories/counts', { schema: categoryCountsResponseSchema })),
  };
}
