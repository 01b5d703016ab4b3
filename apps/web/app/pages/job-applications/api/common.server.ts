import { getErrorCode, isAppError, type BytesAnswer } from '@repo/api-client';
import type { AppLoadContext } from '@remix-run/node';
import { formatDate } from '@repo/i18n';
import type { Locale } from '@repo/domain';
import { getSession, type Session } from '~/entities/session/index.server.ts';
import { myStoresOf } from '~/entities/store/index.server.ts';
import { notFound } from '~/shared/api/page-errors.server.ts';
import { storeIdOf } from '../model/paths.ts';

/** A date as the pages show it: machine-readable and written out in the page's language. */
export const dated = (iso: string | null, locale: Locale) =>
  iso ? { iso, text: formatDate(iso, locale) } : null;

/** The API down or refusing a read: the 404 page for a refusal (as if absent), else 503. */
export function readFailure(error: unknown): Response {
  if (isAppError(error) && error.statusCode >= 400 && error.statusCode < 500) return notFound();
  return new Response(null, { status: 503, statusText: 'Service Unavailable' });
}

/** Whether an API error is this code. */
export const isCode = (error: unknown, code: string) =>
  isAppError(error) && getErrorCode(error) === code;

/**
 * The store of a store-area page (`/me/store-{id}/…`), checked again here besides the
 * visit-store guard: its id and name; undefined on the member's own pages.
 */
export async function storeOfPage(
  context: AppLoadContext,
  session: Session,
  segment: string | undefined,
): Promise<{ id: string; name: string } | undefined> {
  if (segment === undefined) return undefined;
  const id = storeIdOf(segment);
  const store = (await myStoresOf(context, session)).find(
    (item) => item.id === id && item.status === 'active',
  );
  if (!store) throw notFound();
  return { id: store.id, name: store.name };
}

/** The signed-in member's session (the signed-in guard already sent visitors to sign in). */
export async function memberSession(request: Request, context: AppLoadContext) {
  const session = await getSession(request, context);
  if (!session.accessToken) throw notFound();
  return session;
}

/** An application's file as a download: its name, its kind, nosniff, never cached. */
export function download(file: BytesAnswer, name: string, headers: Headers): Response {
  headers.set('Content-Type', file.contentType);
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Cache-Control', 'private, no-store');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  headers.set('Content-Disposition', `attachment; filename*=UTF-8''${encoded}`);
  return new Response(file.bytes, { headers });
}
