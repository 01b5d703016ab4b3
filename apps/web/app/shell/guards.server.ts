import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireGuest, requireStoreVisit, requireUser } from '~/shared/lib/guards.server.ts';

/**
 * The loaders of the three guard layout routes (routes.ts wraps pages in them). A layout
 * loader runs beside its pages' loaders; a redirect it throws wins over their data.
 */
export function guestOnlyLoader({ request }: LoaderFunctionArgs) {
  requireGuest(request);
  return null;
}

export function signedInLoader({ request }: LoaderFunctionArgs) {
  requireUser(request);
  return null;
}

/**
 * `/me/store-{id}/...` (and pages with `?store_id=`): only for members of that store.
 * No stores exist yet, so every store id answers 404 after the sign-in check.
 */
export function visitStoreLoader({ request, params }: LoaderFunctionArgs) {
  const id = /^store-(\d{1,12})$/.exec(params.store ?? '')?.[1];
  requireStoreVisit(request, { id }, []);
  return null;
}
