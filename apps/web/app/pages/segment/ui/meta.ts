import type { MetaFunction } from '@remix-run/node';
import { rootMetaData } from '~/shared/lib/page-meta.ts';
import type { loader } from '../index.server.ts';

/** "<name> | Psar" in the page's language. */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const { locale, brand } = rootMetaData(matches);
  if (!data) return [{ title: brand }];
  const name =
    data.kind === 'category' ? data.category.meta?.name[locale] : data.location.name[locale];
  return [{ title: `${name ?? ''} | ${brand}` }];
};
