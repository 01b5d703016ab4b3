import type { LoaderFunctionArgs } from '@remix-run/node';
import { getCategories } from '~/entities/category/index.server.ts';
import { getProvinces } from '~/entities/location/index.server.ts';
import { i18nServer } from '~/shared/i18n/i18n.server.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [categories, provinces, t] = await Promise.all([
    getCategories(context),
    getProvinces(context),
    i18nServer.getFixedT(request),
  ]);
  return {
    categories: categories.data,
    categoriesFailed: categories.failed,
    provinces: provinces.data,
    provincesFailed: provinces.failed,
    meta: { title: t('home.title'), description: t('home.description') },
  };
}
