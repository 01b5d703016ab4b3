import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { indexCategories } from '@repo/domain';
import { getCategories } from '~/entities/category/index.server.ts';
import { getLocationWithFamily } from '~/entities/location/index.server.ts';
import { notFound, pageErrorFrom } from '~/shared/api/page-errors.server.ts';
import { pageHeaders, sharedPageHeaders } from '~/shared/lib/page-cache.server.ts';
import { loadListing, placePageRedirect } from '~/widgets/ad-listing/index.server.ts';
import { adViewAction, loadAdView } from '~/widgets/ad-view/index.server.ts';
import { loadProfile } from './api/profile.server.ts';
import { parseSegment } from './model/parse-segment.ts';

/**
 * One loader for the root-level patterns (`/c-{category}`, `/all-ads-in-{location}`,
 * `/{title}-adid-{id}`, `/{username}`): each is validated and an unknown slug or id
 * answers 404. Category, location and member pages list their ads (widgets/ad-listing), the
 * path fixing the category, the place or the member.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const segment = parseSegment(params.segment ?? '');
  switch (segment.kind) {
    case 'category': {
      const categories = await getCategories(context);
      if (categories.failed && categories.data.length === 0)
        throw new Response(null, { status: 503 });
      const index = indexCategories(categories.data);
      const category = index.bySlug[segment.slug];
      if (!category) throw notFound();
      const parent = category.parent === '0' ? undefined : index.byId[category.parent];
      const listing = await loadListing({
        request,
        context,
        fixed: { category: category.slug },
        topBlock: true,
      });
      const { top } = listing;
      return data(
        {
          kind: 'category' as const,
          category,
          parent,
          subcategories: index.subsByParent[category.id] ?? [],
          siblings: parent ? (index.subsByParent[parent.id] ?? []) : [],
          listing: listing.view,
          top,
        },
        {
          headers: !categories.failed && listing.shared ? sharedPageHeaders() : {},
        },
      );
    }
    case 'location': {
      const moved = await placePageRedirect(request, context, segment.slug);
      if (moved) throw moved;
      // The ads load while the place is checked (an unknown place is a 404 all the same).
      const listingLoaded = loadListing({
        request,
        context,
        fixed: { location: segment.slug },
        topBlock: true,
      });
      const family = await getLocationWithFamily(context, segment.slug).catch((error: unknown) => {
        void listingLoaded.catch(() => undefined);
        throw pageErrorFrom(error);
      });
      const listing = await listingLoaded;
      return data(
        { kind: 'location' as const, ...family, listing: listing.view, top: listing.top },
        { headers: listing.shared ? sharedPageHeaders() : {} },
      );
    }
    case 'ad': {
      const { view, shared } = await loadAdView({
        request,
        context,
        id: segment.id,
        segment: params.segment ?? '',
      });
      return data({ kind: 'ad' as const, ...view }, { headers: shared ? sharedPageHeaders() : {} });
    }
    case 'profile': {
      const { view, shared } = await loadProfile({ request, context, username: segment.username });
      return data(
        { kind: 'profile' as const, ...view },
        { headers: shared ? sharedPageHeaders() : {} },
      );
    }
    case 'invalid':
      throw notFound();
  }
}

/** Visitors' pages are shared for a few seconds (ADR 0011). */
export const headers = pageHeaders;

/** Form posts on an ad page (phone reveal, like, save); no other segment takes any. */
export async function action(args: ActionFunctionArgs) {
  const segment = parseSegment(args.params.segment ?? '');
  if (segment.kind !== 'ad') throw new Response(null, { status: 405 });
  return adViewAction(args, segment.id);
}
