import { adListingResponseSchema, listingSearchParams } from '@repo/domain';
import type { AdListing, ListingQuery } from '@repo/domain';
import { dataOf, type Transport } from '../transport.ts';

/** Browsing and search (ADR 0012). */
export interface ListingCalls {
  /**
   * GET {api}/posts: one keyset page of active ads matching a listing query, with
   * `liked`/`saved` on the cards when the client carries the member's access token. The API
   * drops or corrects what it cannot use and says so in `notes`. `query.top` asks for the top
   * block of a first page (sent to the API only: never part of a page's address).
   */
  search(query: ListingQuery): Promise<AdListing>;
}

export function listingCalls({ request }: Transport): ListingCalls {
  return {
    search: (query) =>
      dataOf(
        request('GET', 'api', 'posts', {
          query: {
            ...Object.fromEntries(listingSearchParams(query)),
            ...(query.top ? { top: String(query.top) } : {}),
          },
          schema: adListingResponseSchema,
        }),
      ),
  };
}
