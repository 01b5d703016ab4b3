import type { MetaFunction } from '@remix-run/node';
import { pageMeta } from '~/shared/lib/page-meta.ts';
import type { loader } from '../index.server.ts';

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta);
