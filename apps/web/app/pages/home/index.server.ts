import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { buildCategoryTree } from '~/entities/category/index.ts';
import { getCategories } from '~/entities/category/index.server.ts';
import { getProvinces } from '~/entities/location/index.server.ts';
import { getLocale, getT } from '~/shared/i18n/i18n.server.ts';
import { pageHeaders, sharedPageHeaders } from '~/shared/lib/page-cache.server.ts';

/** The home page is the same for every visitor without an account (ADR 0011). */
export const headers = pageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [categories, provinces, locale, t] = await Promise.all([
    getCategories(context),
    getProvinces(context),
    getLocale(request),
    getT(request),
  ]);
  // Only what the page shows, in the page's language: every byte here is sent twice
  // (as HTML and as hydration data), on slow connections too.
  return data(
    {
      tree: buildCategoryTree(categories.data).map(({ category, subcategories }) => ({
        slug: category.slug,
        name: category.meta?.name[locale] ?? category.slug,
        subcategories: subcategories.map((sub) => ({
          slug: sub.slug,
          name: sub.meta?.name[locale] ?? sub.slug,
        })),
      })),
      categoriesFailed: categories.failed,
      provinces: provinces.data.map((province) => ({
        slug: province.slug,
        name: province.name[locale],
      })),
      provincesFailed: provinces.failed,
      meta: { title: t('home.title'), description: t('home.description') },
    },
    { headers: categories.failed || provinces.failed ? {} : sharedPageHeaders() },
  );
}
