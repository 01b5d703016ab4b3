import { getErrorCode, isAppError, type BytesAnswer } from '@repo/api-client';
import type { AppLoadContext } from '@remix-run/node';
import { formatDate } from '@repo/i18n';
import type { Locale, MyStore, ReceivedApplication, SentApplication } from '@repo/domain';
import { getSession, type Session } from '~/entities/session/index.server.ts';
import { myStoresOf } from '~/entities/store/index.server.ts';
import { notFound } from '~/shared/api/page-errors.server.ts';
import { storeIdOf } from '../model/paths.ts';
import { attachmentDisposition } from '~/shared/lib/download.server.ts';

/** A date as the pages show it: machine-readable and written out in the page's language. */
export const dated = (iso: string | null, locale: Locale) =>
  iso ? { iso, text: formatDate(iso, locale) } : null;

/** The API down or refusing a read: the 404 page for a refusal (as if absent), else 503. */
export function readFailure(error: unknown): Response {
  if (isAppError(error) && error.statusCode >= 400 && error.statusCode < 500) return notFound();
  return new Response(null, { status: 503, statusText: 'Service Unavailable' });
}

/**
 * What both sides' lists show of an application (the applicant's and the poster's): the job,
 * where it stands, the message, what was sent with it (the file by its name only), when.
 */
export const applicationRow = <T extends SentApplication | ReceivedApplication>(
  item: T,
  locale: Locale,
) => ({
  id: item.id,
  job: item.job,
  status: item.status,
  message: item.message,
  withResume: item.with_resume,
  attachment: item.attachment ? { name: item.attachment.name } : null,
  applied: dated(item.created_at, locale)!,
});

/** Where an application stands past its sending: opened when, answered when, and with what. */
export const applicationProgress = (
  item: SentApplication | ReceivedApplication,
  locale: Locale,
) => ({
  decisionMessage: item.decision_message,
  viewed: dated(item.viewed_at, locale),
  decided: dated(item.decided_at, locale),
});

/** Whether an API error is this code. */
export const isCode = (error: unknown, code: string) =>
  isAppError(error) && getErrorCode(error) === code;

/**
 * One of the member's stores, active in it, by id (the store-area pages, `/me/jobs?store_id=`),
 * checked again here besides the visit-store guard: its 404 page when it is not theirs.
 */
export async function activeStoreOf(
  context: AppLoadContext,
  session: Session,
  id: string | undefined,
): Promise<MyStore> {
  const store = id
    ? (await myStoresOf(context, session)).find(
        (item) => item.id === id && item.status === 'active',
      )
    : undefined;
  if (!store) throw notFound();
  return store;
}

/** The store of a store-area page (`/me/store-{id}/…`); undefined on the member's own pages. */
export async function storeOfPage(
  context: AppLoadContext,
  session: Session,
  segment: string | undefined,
): Promise<MyStore | undefined> {
  if (segment === undefined) return undefined;
  return activeStoreOf(context, session, storeIdOf(segment));
}

/** The signed-in member's session (the signed-in guard already sent visitors to sign in). */
export async function memberSession(request: Request, context: AppLoadContext) {
  const session = await getSession(request, context);
  if (!session.accessToken) throw notFound();
  return session;
}

/** An application's file as a download: its name, its kind, never cached (not sniffed). */
export function download(file: BytesAnswer, name: string, headers: Headers): Response {
  headers.set('Content-Type', file.contentType);
  headers.set('Cache-Control', 'private, no-store');
  headers.set('Content-Disposition', attachmentDisposition(name));
  return new Response(file.bytes, { headers });
}
