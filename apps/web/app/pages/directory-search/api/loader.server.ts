import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { getT } from '~/shared/i18n/i18n.server.ts';
import { pageHeaders, sharedPageHeaders } from '~/shared/lib/page-cache.server.ts';
import { loadDirectory } from './directory.server.ts';
import type { DirectoryPageKind } from '../model/directory-url.ts';

/** Every visitor sees the same results: shared for a few seconds (ADR 0011). */
export const headers = pageHeaders;

async function directoryPage(kind: DirectoryPageKind, { request, context }: LoaderFunctionArgs) {
  const [directory, t] = await Promise.all([
    loadDirectory({ kind, request, context }),
    getT(request),
  ]);
  const { q } = directory.view;
  const title = q ? t(`directory.${kind}.titleFor`, { q }) : t(`directory.${kind}.title`);
  return data(
    {
      title,
      directory: directory.view,
      meta: {
        title: `${title} | ${t('app.name')}`,
        description: q
          ? t(`directory.${kind}.descriptionFor`, { q })
          : t(`directory.${kind}.description`),
      },
    },
    { headers: directory.shared ? sharedPageHeaders() : {} },
  );
}

/** /search-result/users: members by name or username (ADR 0013). */
export function membersLoader(args: LoaderFunctionArgs) {
  return directoryPage('users', args);
}

/** /search-result/companies: stores by name, username or keyword (ADR 0013). */
export function companiesLoader(args: LoaderFunctionArgs) {
  return directoryPage('companies', args);
}
