import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AdPage, adMetaDescriptors } from '~/pages/ad/index.ts';
import { adPageAction, adPageLoader } from '~/pages/ad/index.server.ts';
import { CategoryPage, categoryPageMeta } from '~/pages/category/index.ts';
import { categoryPageLoader } from '~/pages/category/index.server.ts';
import { LocationPage, locationPageMeta } from '~/pages/location/index.ts';
import { locationPageLoader } from '~/pages/location/index.server.ts';
import { ProfilePage } from '~/pages/profile/index.ts';
import { profilePageLoader } from '~/pages/profile/index.server.ts';
import { StorePage, storeMetaDescriptors } from '~/pages/store-profile/index.ts';
import { loadStorePage } from '~/pages/store-profile/index.server.ts';
import { notFound } from '~/shared/api/page-errors.server.ts';
import { pageHeaders } from '~/shared/lib/page-cache.server.ts';
import { pageMeta, rootMetaData } from '~/shared/lib/page-meta.ts';
import { parseSegment } from '~/shared/lib/parse-segment.ts';

/**
 * The root-level patterns share their first path segment (spec §2): `/c-{category}`,
 * `/all-ads-in-{location}`, `/{title}-adid-{id}` and `/{username}` (a member or a store). This route only tells them
 * apart and hands over to the page; anything else is the 404 page.
 */
export function loader(args: LoaderFunctionArgs) {
  const segment = parseSegment(args.params.segment ?? '');
  switch (segment.kind) {
    case 'category':
      return categoryPageLoader(args, segment.slug);
    case 'location':
      return locationPageLoader(args, segment.slug);
    case 'ad':
      return adPageLoader(args, segment.id);
    case 'profile':
      // Members and stores share one namespace (ADR 0043): not a member, perhaps a store.
      return profilePageLoader(args, segment.username).catch((thrown: unknown) => {
        if (thrown instanceof Response && thrown.status === 404)
          return loadStorePage(args, segment.username);
        throw thrown;
      });
    case 'invalid':
      throw notFound();
  }
}

/** Form posts on an ad page (phone reveal, like, save); no other page takes any. */
export function action(args: ActionFunctionArgs) {
  const segment = parseSegment(args.params.segment ?? '');
  if (segment.kind !== 'ad') throw new Response(null, { status: 405 });
  return adPageAction(args, segment.id);
}

/** Visitors' pages are shared for a few seconds (ADR 0011). */
export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const root = rootMetaData(matches);
  if (!data) return [{ title: root.brand }];
  switch (data.kind) {
    case 'category':
      return categoryPageMeta(data.category, root);
    case 'location':
      return locationPageMeta(data.location, root);
    case 'ad':
      return adMetaDescriptors(data.meta);
    case 'profile':
      return pageMeta(data.meta);
    case 'store':
      return storeMetaDescriptors(data.meta);
  }
};

export { shouldRevalidate } from '~/pages/ad/index.ts';

export default function SegmentRoute() {
  const data = useLoaderData<typeof loader>();
  switch (data.kind) {
    case 'category':
      return <CategoryPage {...data} />;
    case 'location':
      return <LocationPage {...data} />;
    case 'ad':
      return (
        <AdPage
          key={data.ad.id}
          ad={data.ad}
          apply={data.apply}
          related={data.related}
          jsonLd={data.jsonLd}
        />
      );
    case 'profile':
      return <ProfilePage profile={data.profile} listing={data.listing} block={data.block} />;
    case 'store':
      return (
        <StorePage
          store={data.store}
          listing={data.listing}
          jsonLd={data.jsonLd}
          tileUrl={data.tileUrl}
        />
      );
  }
}
