import { isAppError } from '@repo/api-client';
import { openStateAt } from '@repo/domain';
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { getSession } from '~/entities/session/index.server.ts';
import { signedInApi } from '~/shared/api/api-client.server.ts';
import { getT } from '~/shared/i18n/i18n.server.ts';
import { storeIdOf } from '../model/store-id.ts';
import { loadStoreAds } from './store-ads.server.ts';

export { storeIdOf };

const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' });

/**
 * GET /me/store-{id} (the visit-store guard lets its active members in): the store as its
 * members see it, and what their role lets them do there (ADR 0043).
 */
export async function storeOverviewLoader(args: LoaderFunctionArgs) {
  const [t, store, session] = await Promise.all([
    getT(args.request),
    loadStore(args),
    getSession(args.request, args.context),
  ]);
  return {
    store,
    // Its ads, and what the member may do with them (ADR 0045).
    ...(await loadStoreAds(args.context, session, store)),
    // Computed here, so the page and its hydration agree (Phnom Penh time, ADR 0044).
    open: openStateAt(store.hours, Date.now()),
    meta: { title: `${store.name} | ${t('app.name')}`, description: store.short_description },
  };
}

/** The store of the path (`store-{id}`) as the member sees it; 404 when it is not theirs. */
export async function loadStore({ request, context, params }: LoaderFunctionArgs) {
  const id = storeIdOf(params.store);
  if (!id) throw notFound();
  const session = await getSession(request, context);
  try {
    return await signedInApi(context, session).stores.get(id);
  } catch (error) {
    if (isAppError(error) && error.statusCode >= 400 && error.statusCode < 500) throw notFound();
    throw new Response(null, { status: 503, statusText: 'Service Unavailable' });
  }
}

/**
 * GET /me/store-{id}/settings (spec §2): the store's settings start with its profile; the
 * store-setting navigation leads to the others (hours, watermark, username).
 */
export function storeSettingsLoader({ request, params }: LoaderFunctionArgs) {
  const id = storeIdOf(params.store);
  if (!id) throw notFound();
  return redirect(localizeLike(request, `/me/store-${id}/settings/edit-store`));
}
