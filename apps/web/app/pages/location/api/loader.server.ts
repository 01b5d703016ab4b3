import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { getLocationWithFamily } from '~/entities/location/index.server.ts';
import { pageErrorFrom } from '~/shared/api/page-errors.server.ts';
import { sharedPageHeaders } from '~/shared/lib/page-cache.server.ts';
import { loadListing, placePageRedirect } from '~/widgets/ad-listing/index.server.ts';

/**
 * `/all-ads-in-{location}`: the place, the places above and below it, and its ads, the path
 * fixing the place (widgets/ad-listing). An unknown place is a 404; a place asked for by its
 * old address answers the redirect of `placePageRedirect`.
 */
export async function locationPageLoader({ request, context }: LoaderFunctionArgs, slug: string) {
  const moved = await placePageRedirect(request, context, slug);
  if (moved) throw moved;
  // The ads load while the place is checked (an unknown place is a 404 all the same).
  const listingLoaded = loadListing({
    request,
    context,
    fixed: { location: slug },
    topBlock: true,
  });
  const family = await getLocationWithFamily(context, slug).catch((error: unknown) => {
    void listingLoaded.catch(() => undefined);
    throw pageErrorFrom(error);
  });
  const listing = await listingLoaded;
  return data(
    { kind: 'location' as const, ...family, listing: listing.view, top: listing.top },
    { headers: listing.shared ? sharedPageHeaders() : {} },
  );
}
