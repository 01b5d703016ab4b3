import type { LoaderFunctionArgs } from '@remix-run/node';
import type { Category } from '@repo/domain';
import { getCategories } from '~/entities/category/index.server.ts';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { getT } from '~/shared/i18n/i18n.server.ts';
import { loadSearchForm } from '~/widgets/ad-listing/index.server.ts';

/**
 * /search: the search form with every filter of the listing (keyword, category, province →
 * district → commune, price, condition, date, sort), sent to /search-result; the address's
 * own filters fill it in. Below it, the categories whose English or Khmer name contains the
 * keyword (or the main categories to browse).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [t, categories, search] = await Promise.all([
    getT(request),
    getCategories(context),
    loadSearchForm({ request, context }),
  ]);
  const query = search.form.q;
  let matches: Category[] = [];
  let matchesFailed = false;
  if (query) {
    try {
      matches = await apiClientFor(context).searchCategories(query, { limit: 30 });
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
    mains: categories.data.filter((category) => category.parent === '0'),
    meta: {
      title: `${t('search.title')} | ${t('app.name')}`,
      description: t('search.description'),
    },
  };
}
