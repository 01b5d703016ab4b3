import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { getT } from '~/shared/i18n/i18n.server.ts';
import { pageHeaders, sharedPageHeaders } from '~/shared/lib/page-cache.server.ts';
import { loadListing } from '~/widgets/ad-listing/index.server.ts';

/** Visitors' listings are shared for a few seconds (ADR 0011). */
export const headers = pageHeaders;

/** /all-ads: every active ad, with the listing's filters and sorts (ADR 0012). */
export async function allAdsLoader({ request, context }: LoaderFunctionArgs) {
  const [listing, t] = await Promise.all([
    loadListing({ request, context, topBlock: true }),
    getT(request),
  ]);
  const { top } = listing;
  return data(
    {
      title: t('listing.allAds.title'),
      listing: listing.view,
      top,
      meta: {
        title: `${t('listing.allAds.title')} | ${t('app.name')}`,
        description: t('listing.allAds.description'),
      },
    },
    { headers: listing.shared ? sharedPageHeaders() : {} },
  );
}

/** /search-result: the ads matching `q` (and the other filters). */
export async function searchResultLoader({ request, context }: LoaderFunctionArgs) {
  const [listing, t] = await Promise.all([loadListing({ request, context }), getT(request)]);
  const q = listing.view.form.q;
  const title = q ? t('listing.searchResult.titleFor', { q }) : t('listing.searchResult.title');
  return data(
    {
      title,
      listing: listing.view,
      // The tabs to the member and company searches (ADR 0013).
      searchTabs: true as const,
      meta: {
        title: `${title} | ${t('app.name')}`,
        description: q
          ? t('listing.searchResult.descriptionFor', { q })
          : t('listing.searchResult.description'),
      },
    },
    { headers: listing.shared ? sharedPageHeaders() : {} },
  );
}
