import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { getSession, storesCookie, type Session } from '~/entities/session/index.server.ts';
import { activeStoresOf } from '~/entities/store/index.server.ts';
import { requireGuest, requireStoreVisit, requireUser } from '~/shared/lib/guards.server.ts';

/**
 * The loaders of the three guard layout routes (routes.ts wraps pages in them). A layout
 * loader runs beside its pages' loaders; a redirect it throws wins over their data, and
 * carries the session's cookies (a renewal or a local logout) with it.
 */
function guarded<T>(session: Session, check: () => T): T {
  try {
    return check();
  } catch (thrown) {
    if (thrown instanceof Response && session.setCookie.length > 0) {
      for (const cookie of session.setCookie) thrown.headers.append('Set-Cookie', cookie);
    }
    throw thrown;
  }
}

export async function guestOnlyLoader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  guarded(session, () => requireGuest(request, session));
  return null;
}

export async function signedInLoader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  guarded(session, () => requireUser(request, session));
  return null;
}

/** `/me/store-{id}/...` (and pages with `?store_id=`): only for members of that store. */
export async function visitStoreLoader({ request, params, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  guarded(session, () => requireUser(request, session));
  const id = /^store-(\d{1,12})$/.exec(params.store ?? '')?.[1];
  // Unknown stores (the API could not answer) are nobody's: the page answers 404 rather
  // than guessing.
  const storeIds = (await activeStoresOf(context, session)).map((store) => store.id);
  guarded(session, () => requireStoreVisit(request, { id }, storeIds, session));
  // Spec §3 `stores` cookie: the member's store ids, for the page's active-profile switch.
  return data(null, { headers: { 'Set-Cookie': storesCookie(storeIds) } });
}
