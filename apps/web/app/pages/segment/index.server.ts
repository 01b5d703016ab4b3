import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { indexCategories } from '@repo/domain';
import { getCategories } from '~/entities/category/index.server.ts';
import { getLocationWithFamily } from '~/entities/location/index.server.ts';
import { notFound, pageErrorFrom } from '~/shared/api/page-errors.server.ts';
import { adViewAction, loadAdView } from '~/widgets/ad-view/index.server.ts';
import { parseSegment } from './model/parse-segment.ts';

/**
 * One loader for the root-level patterns (`/c-{category}`, `/all-ads-in-{location}`,
 * `/{title}-adid-{id}`, `/{username}`): each is validated and an unknown slug or id
 * answers 404.
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
      return {
        kind: 'category' as const,
        category,
        parent,
        subcategories: index.subsByParent[category.id] ?? [],
        siblings: parent ? (index.subsByParent[parent.id] ?? []) : [],
      };
    }
    case 'location': {
      try {
        return {
          kind: 'location' as const,
          ...(await getLocationWithFamily(context, segment.slug)),
        };
      } catch (error) {
        throw pageErrorFrom(error);
      }
    }
    case 'ad':
      return {
        kind: 'ad' as const,
        ...(await loadAdView({ request, context, id: segment.id, segment: params.segment ?? '' })),
      };
    // Member profiles (issue 4) have no records yet: every username is unknown.
    case 'profile':
    case 'invalid':
      throw notFound();
  }
}

/** Form posts on an ad page (phone reveal, like, save); no other segment takes any. */
export async function action(args: ActionFunctionArgs) {
  const segment = parseSegment(args.params.segment ?? '');
  if (segment.kind !== 'ad') throw new Response(null, { status: 405 });
  return adViewAction(args, segment.id);
}
