import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { buildCategoryTree } from '~/entities/category/index.ts';
import { getCategories, getCategoryCounts } from '~/entities/category/index.server.ts';
import { getProvinces } from '~/entities/location/index.server.ts';
import { getLocale, getT } from '~/shared/i18n/i18n.server.ts';
import { pageHeaders, sharedPageHeaders } from '~/shared/lib/page-cache.server.ts';
import { loadFeed } from '~/widgets/ad-listing/index.server.ts';
import { loadTopAds } from '~/widgets/top-ads/index.server.ts';

/** How many top ads the home page shows (ADR 0014). */
const HOME_TOP_ADS = 8;
/**
 * The latest ads a page of the home feed holds: a phone shows two or three at a time and the
 * next page comes as the reader nears the end (ADR 0024).
 */
const HOME_FEED_PAGE = 12;

/** The home page is the same for every visitor without an account (ADR 0011). */
export const headers = pageHeaders;

/**
 * The home page: categories with their live ad counts, provinces, the top ads of the
 * moment and the latest ads as an endless list (`?cursor=` is the feed's next page).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const later = url.searchParams.has('cursor');
  const [categories, counts, provinces, locale, t, feed, top] = await Promise.all([
    getCategories(context),
    getCategoryCounts(context),
    getProvinces(context),
    getLocale(request),
    getT(request),
    loadFeed({ request, context, limit: HOME_FEED_PAGE }),
    // A later page of the feed is the feed only: the top ads are the first page's.
    later ? undefined : loadTopAds({ request, context, limit: HOME_TOP_ADS }),
  ]);
  const count = (id: string) => counts.data[id] ?? 0;
  // Only what the page shows, in the page's language: every byte here is sent twice
  // (as HTML and as hydration data), on slow connections too. The main categories only: a
  // main category's page leads with its subcategories (ADR 0024).
  return data(
    {
      tree: buildCategoryTree(categories.data).map(({ category, subcategories }) => ({
        slug: category.slug,
        name: category.meta?.name[locale] ?? category.slug,
        // A main category without subcategories holds its own ads.
        count:
          subcategories.length > 0
            ? subcategories.reduce((sum, sub) => sum + count(sub.id), 0)
            : count(category.id),
        /** Shown instead of the count when the counts could not be loaded. */
        subcategoryCount: subcategories.length,
      })),
      categoriesFailed: categories.failed,
      /** Counts are left out when they could not be loaded (never shown as zeros). */
      countsKnown: !counts.failed || Object.keys(counts.data).length > 0,
      provinces: provinces.data.map((province) => ({
        slug: province.slug,
        name: province.name[locale],
      })),
      provincesFailed: provinces.failed,
      top: top ?? { cards: [], failed: false },
      listing: feed.view,
      meta: { title: t('home.title'), description: t('home.description') },
    },
    {
      headers:
        categories.failed || provinces.failed || counts.failed || top?.failed || !feed.shared
          ? {}
          : sharedPageHeaders(),
    },
  );
}
