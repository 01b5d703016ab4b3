import type { MetaFunction } from '@remix-run/node';
import type { loader } from '../index.server.ts';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title ?? 'Psar' },
  { name: 'description', content: data?.meta.description ?? '' },
];
