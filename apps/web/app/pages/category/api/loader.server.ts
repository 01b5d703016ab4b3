import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { indexCategories } from '@repo/domain';
import { getCategories } from '~/entities/category/index.server.ts';
import { notFound } from '~/shared/api/page-errors.server.ts';
import { sharedPageHeaders } from '~/shared/lib/page-cache.server.ts';
import { loadListing } from '~/widgets/ad-listing/index.server.ts';

/**
 * `/c-{category}`: the category, its parent, its subcategories (or its siblings) and its ads,
 * the path fixing the category (widgets/ad-listing). An unknown slug is a 404; without the
 * category tree at all the page is a 503.
 */
export async function categoryPageLoader({ request, context }: LoaderFunctionArgs, slug: string) {
  const categories = await getCategories(context);
  if (categories.failed && categories.data.length === 0) throw new Response(null, { status: 503 });
  const index = indexCategories(categories.data);
  const category = index.bySlug[slug];
  if (!category) throw notFound();
  const parent = category.parent === '0' ? undefined : index.byId[category.parent];
  const listing = await loadListing({
    request,
    context,
    fixed: { category: category.slug },
    topBlock: true,
  });
  return data(
    {
      kind: 'category' as const,
      category,
      parent,
      subcategories: index.subsByParent[category.id] ?? [],
      siblings: parent ? (index.subsByParent[parent.id] ?? []) : [],
      listing: listing.view,
      top: listing.top,
    },
    { headers: !categories.failed && listing.shared ? sharedPageHeaders() : {} },
  );
}
