import type { MetaFunction } from '@remix-run/node';
import { pageMeta, rootMetaData } from '~/shared/lib/page-meta.ts';
import { adMetaDescriptors } from '~/widgets/ad-view/index.ts';
import type { loader } from '../index.server.ts';

/** "<name> | Psar" in the page's language; an ad page has its description and Open Graph tags too. */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const { locale, brand } = rootMetaData(matches);
  if (!data) return [{ title: brand }];
  if (data.kind === 'ad') return adMetaDescriptors(data.meta);
  if (data.kind === 'profile') return pageMeta(data.meta);
  const name =
    data.kind === 'category' ? data.category.meta?.name[locale] : data.location.name[locale];
  return [{ title: `${name ?? ''} | ${brand}` }];
};
