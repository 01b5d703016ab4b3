import type { LoaderFunctionArgs } from '@remix-run/node';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { getLocale, getT } from '~/shared/i18n/i18n.server.ts';
import { localizedName } from '~/shared/lib/localized-name.ts';
import { loadSearchForm } from '~/widgets/ad-listing/index.server.ts';

/**
 * /search: the search form with every filter of the listing (keyword, category, province →
 * district → commune, price, condition, date, sort), sent to /search-result; the address's
 * own filters fill it in. Below it, the categories whose English or Khmer name contains the
 * keyword (or the main categories to browse).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [t, locale, search] = await Promise.all([
    getT(request),
    getLocale(request),
    loadSearchForm({ request, context }),
  ]);
  const query = search.form.q;
  let matches: { slug: string; name: string }[] = [];
  let matchesFailed = false;
  if (query) {
    try {
      const found = await apiClientFor(context).categories.search(query, { limit: 30 });
      matches = found.map((category) => ({
        slug: category.slug,
        name: localizedName(category.meta?.name, locale),
      }));
    } catch {
      // The form still works: only the category suggestions are missing.
      matchesFailed = true;
    }
  }
  return {
    query,
    search: { form: search.form, options: search.options },
    matches,
    matchesFailed,
    // The main categories, as the form's category field already names them.
    mains: (search.options.categories ?? []).map(({ slug, name }) => ({ slug, name })),
    meta: {
      title: `${t('search.title')} | ${t('app.name')}`,
      description: t('search.description'),
    },
  };
}
