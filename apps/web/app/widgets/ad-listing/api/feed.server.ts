import type { AppLoadContext } from '@remix-run/node';
import { LISTING_LIMIT, listingSearchParams, parseListingQuery } from '@repo/domain';
import { toAdCardView } from '~/entities/ad/index.ts';
import { getSession } from '~/entities/session/index.server.ts';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { asViewer } from '~/shared/api/as-viewer.server.ts';
import { getLocale } from '~/shared/i18n/i18n.server.ts';
import type { FeedView } from '../ui/ad-feed.tsx';

/**
 * The latest ads as an endless list (the home page): every active ad, renewed first,
 * a page at a time. The address holds only the page (`?cursor=`): anything else in it is
 * ignored, so the home page has one feed whatever it is linked with. `shared` says whether
 * the answer is everyone's (no session, the API answered), for the page cache (ADR 0011).
 */
export async function loadFeed({
  request,
  context,
  limit = LISTING_LIMIT.default,
}: {
  request: Request;
  context: AppLoadContext;
  /** Ads a page (the listing's default unless the page says otherwise). */
  limit?: number;
}): Promise<{ view: FeedView; shared: boolean }> {
  const url = new URL(request.url);
  const { cursor } = parseListingQuery(url.searchParams).query;
  const query = { sort: 'latest', limit, cursor } as const;
  const href = (page: string | undefined) => {
    // Only the page: the size is this page's own, never in the address.
    const params = listingSearchParams({
      ...query,
      limit: LISTING_LIMIT.default,
      cursor: page,
    }).toString();
    return params ? `${url.pathname}?${params}` : url.pathname;
  };
  const [session, locale] = await Promise.all([getSession(request, context), getLocale(request)]);
  try {
    const listing = await asViewer(apiClientFor(context), session.accessToken, (client) =>
      client.listing.search(query),
    );
    return {
      view: {
        cards: listing.items.map((card) => toAdCardView(card, locale)),
        nextHref: listing.next_cursor ? href(listing.next_cursor) : null,
        paged: cursor !== undefined,
        failed: false,
        href: href(cursor),
      },
      shared: !session.accessToken,
    };
  } catch {
    return {
      view: {
        cards: [],
        nextHref: null,
        paged: cursor !== undefined,
        failed: true,
        href: href(cursor),
      },
      shared: false,
    };
  }
}
