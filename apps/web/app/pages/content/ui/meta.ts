import type { MetaFunction } from '@remix-run/node';
import { rootMetaData } from '~/shared/lib/page-meta.ts';
import type { contentLoader } from '../index.server.ts';

export const meta: MetaFunction<ReturnType<typeof contentLoader>> = ({ data, matches }) => {
  const { brand } = rootMetaData(matches);
  if (!data) return [{ title: brand }];
  return [
    { title: `${data.page.title} | ${brand}` },
    { name: 'description', content: data.page.summary },
  ];
};
