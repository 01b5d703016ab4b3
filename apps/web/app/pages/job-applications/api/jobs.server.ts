import type { LoaderFunctionArgs } from '@remix-run/node';
import { signedInApi } from '~/shared/api/api-client.server.ts';
import { getLocale, getT } from '~/shared/i18n/i18n.server.ts';
import { isId } from '../model/paths.ts';
import { activeStoreOf, dated, memberSession, readFailure } from './common.server.ts';

/**
 * `/me/jobs` (spec §2; ADR 0050): the member's job ads, or the store's (`?store_id=`, one
 * of the member's stores), each with its applications counted by status.
 */
export async function myJobsLoader({ request, context }: LoaderFunctionArgs) {
  const [session, locale, t] = await Promise.all([
    memberSession(request, context),
    getLocale(request),
    getT(request),
  ]);
  const url = new URL(request.url);
  const cursor = url.searchParams.get('cursor') ?? undefined;
  const storeId = url.searchParams.get('store_id') ?? undefined;
  const store =
    storeId === undefined
      ? null
      : await activeStoreOf(context, session, isId(storeId) ? storeId : undefined);
  let page;
  try {
    page = await signedInApi(context, session).jobs.myJobs({
      ...(store ? { storeId: store.id } : {}),
      ...(cursor ? { cursor } : {}),
    });
  } catch (error) {
    throw readFailure(error);
  }
  const title = store
    ? t('applications.jobs.storeTitle', { store: store.name })
    : t('applications.jobs.title');
  const description = t(
    store ? 'applications.jobs.storeDescription' : 'applications.jobs.description',
  );
  return {
    meta: { title: `${title} | ${t('app.name')}`, description },
    title,
    description,
    store,
    paged: Boolean(cursor),
    next: page.next_cursor,
    items: page.items.map((job) => ({ ...job, posted: dated(job.created_at, locale)! })),
  };
}

export type MyJobsData = Awaited<ReturnType<typeof myJobsLoader>>;
