import { redirect } from '@remix-run/node';
import { localizeLike } from '../i18n/localize-like.ts';
import { readCookie } from './cookies.ts';

/**
 * The three route guards of spec §2. Their failure actions are "not shown" in the spec;
 * ADR 0006 decides them: a signed-in user on a guest-only page goes to /me; a
 * signed-out visitor on a signed-in page goes to /login?redirect=<path>; a visit-store
 * page for a store the user is not in answers 404. Guards are a convenience: the API
 * authorises every object access itself.
 */

/** Spec §4: signed in when the session says so, else when an access token cookie exists. */
export function isSignedIn(request: Request, session?: { loggedIn?: boolean } | null): boolean {
  if (session?.loggedIn !== undefined) return session.loggedIn;
  return Boolean(readCookie(request.headers.get('cookie'), 'access_token'));
}

export function requireGuest(request: Request, session?: { loggedIn?: boolean } | null): void {
  if (isSignedIn(request, session)) throw redirect(localizeLike(request, '/me'));
}

export function requireUser(request: Request, session?: { loggedIn?: boolean } | null): void {
  if (isSignedIn(request, session)) return;
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  throw redirect(`${localizeLike(request, '/login')}?redirect=${encodeURIComponent(back)}`);
}

/**
 * The store id a store page is about: the `id` path parameter, else `store_id` or
 * `storeid` in the query (spec §2).
 */
export function storeIdOf(request: Request, params: { id?: string }): string | undefined {
  const query = new URL(request.url).searchParams;
  const id = params.id ?? query.get('store_id') ?? query.get('storeid') ?? undefined;
  return id && /^\d{1,12}$/.test(id) ? id : undefined;
}

export function requireStoreVisit(
  request: Request,
  params: { id?: string },
  myStoreIds: readonly string[],
  session?: { loggedIn?: boolean } | null,
): string {
  requireUser(request, session);
  const id = storeIdOf(request, params);
  if (!id || !myStoreIds.includes(id))
    throw new Response(null, { status: 404, statusText: 'Not Found' });
  return id;
}
