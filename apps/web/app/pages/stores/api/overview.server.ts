import { isAppError } from '@repo/api-client';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { getSession } from '~/entities/session/index.server.ts';
import { signedInApi } from '~/shared/api/api-client.server.ts';
import { getT } from '~/shared/i18n/i18n.server.ts';

const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' });

/**
 * GET /me/store-{id} (the visit-store guard lets its active members in): the store as its
 * members see it, and what their role lets them do there (ADR 0043).
 */
export async function storeOverviewLoader({ request, context, params }: LoaderFunctionArgs) {
  const id = /^store-([1-9][0-9]{0,11})$/.exec(params.store ?? '')?.[1];
  if (!id) throw notFound();
  const [t, session] = await Promise.all([getT(request), getSession(request, context)]);
  try {
    const store = await signedInApi(context, session).stores.get(id);
    return {
      store,
      meta: { title: `${store.name} | ${t('app.name')}`, description: store.short_description },
    };
  } catch (error) {
    if (isAppError(error) && error.statusCode >= 400 && error.statusCode < 500) throw notFound();
    throw new Response(null, { status: 503, statusText: 'Service Unavailable' });
  }
}
