import type { LoaderFunctionArgs } from '@remix-run/node';
import type { Category } from '@repo/domain';
import { getCategories } from '~/entities/category/index.server.ts';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { pageErrorFrom } from '~/shared/api/page-errors.server.ts';
import { getT } from '~/shared/i18n/i18n.server.ts';

/**
 * /search: the search form. Until ads exist (issue 5–6) a keyword finds the categories
 * whose English or Khmer name contains it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100);
  const [t, categories] = await Promise.all([getT(request), getCategories(context)]);
  let matches: Category[] = [];
  if (query) {
    try {
      matches = await apiClientFor(context).searchCategories(query, { limit: 30 });
    } catch (error) {
      throw pageErrorFrom(error);
    }
  }
  return {
    query,
    matches,
    mains: categories.data.filter((category) => category.parent === '0'),
    meta: {
      title: `${t('search.title')} | ${t('app.name')}`,
      description: t('search.description'),
    },
  };
}
