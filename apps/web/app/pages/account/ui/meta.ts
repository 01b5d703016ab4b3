import type { MetaFunction } from '@remix-run/node';
import { pageMeta } from '~/shared/lib/page-meta.ts';

export const meta: MetaFunction<() => { meta: { title: string; description: string } }> = ({
  data,
}) => pageMeta(data?.meta);
