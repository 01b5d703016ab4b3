import {
  adCardsResponseSchema,
  adPhonesResponseSchema,
  adResponseSchema,
  adViewsResponseSchema,
  topAdsResponseSchema,
} from '@repo/domain';
import type { Ad, AdCard, TopAds } from '@repo/domain';
import { dataOf, type Transport } from '../transport.ts';

const adPath = (id: string, rest = '') =>
  `posts/${encodeURIComponent(id)}${rest ? `/${rest}` : ''}`;

/** An ad as anyone sees it, and what a visitor does on its page (ADR 0009, 0010). */
export interface AdCalls {
  /**
   * GET {api}/posts/{id}: the public ad, with `liked`/`saved` when the client carries the
   * member's access token. Deleted or unknown ids reject with the API's 404.
   */
  get(id: string): Promise<Ad>;
  /** GET {api}/posts/{id}/related: active ads of the same subcategory and province, as cards. */
  related(id: string, options: { limit: number }): Promise<AdCard[]>;
  /** GET {api}/posts/top: the premium "top" ads of the moment in a category and place (slugs). */
  top(query: { category?: string; location?: string; limit: number }): Promise<TopAds>;
  /** POST {api}/posts/{id}/views: counts this device's view (ADR 0011); the count after it. */
  countView(id: string): Promise<{ views: number }>;
  /** POST {api}/posts/{id}/phones: the seller's numbers (E.164), rate-limited. */
  phones(id: string): Promise<{ phones: string[] }>;
}

export function adCalls({ request }: Transport): AdCalls {
  return {
    get: (id) => dataOf(request('GET', 'api', adPath(id), { schema: adResponseSchema })),
    related: (id, { limit }) =>
      dataOf(
        request('GET', 'api', adPath(id, 'related'), {
          query: { limit },
          schema: adCardsResponseSchema,
        }),
      ),
    top: ({ category, location, limit }) =>
      dataOf(
        request('GET', 'api', 'posts/top', {
          query: { limit, ...(category ? { category } : {}), ...(location ? { location } : {}) },
          schema: topAdsResponseSchema,
        }),
      ),
    countView: (id) =>
      dataOf(request('POST', 'api', adPath(id, 'views'), { schema: adViewsResponseSchema })),
    phones: (id) =>
      dataOf(request('POST', 'api', adPath(id, 'phones'), { schema: adPhonesResponseSchema })),
  };
}
