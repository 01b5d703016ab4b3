import { isAppError } from '@repo/api-client';
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { getSession } from '~/entities/session/index.server.ts';
import { signedInApi } from '~/shared/api/api-client.server.ts';
import { getLocale, getT } from '~/shared/i18n/i18n.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { whenText } from '~/shared/i18n/when-text.ts';
import { requireUser } from '~/shared/lib/guards.server.ts';
import { notificationLine, type NotificationLine } from '../model/notification-view.ts';

export interface NotificationsData {
  lines: (NotificationLine & { when: string })[];
  unread: number;
  /** The address of the next page, or null. */
  next: string | null;
  meta: { title: string; description: string };
}

const CURSOR = /^[A-Za-z0-9_-]{1,200}$/;

/** `/notifications` (signed in): the member's notification centre, newest first (ADR 0039). */
export async function notificationsLoader({ request, context }: LoaderFunctionArgs) {
  const [t, locale, session] = await Promise.all([
    getT(request),
    getLocale(request),
    getSession(request, context),
  ]);
  requireUser(request, session);
  const cursor = new URL(request.url).searchParams.get('cursor') ?? undefined;
  const api = signedInApi(context, session);
  let page;
  try {
    page = await api.notifications.list({
      cursor: cursor && CURSOR.test(cursor) ? cursor : undefined,
    });
  } catch (error) {
    // A cursor the API does not know: the first page.
    if (isAppError(error) && error.statusCode === 400 && cursor)
      throw redirect(localizeLike(request, '/notifications'));
    throw error;
  }
  const now = Date.now();
  const view: NotificationsData = {
    lines: page.items.map((item) => {
      const line = notificationLine(item);
      return { ...line, when: whenText(line.createdAt, locale, now) };
    }),
    unread: page.unread,
    next: page.next_cursor ? `/notifications?cursor=${encodeURIComponent(page.next_cursor)}` : null,
    meta: {
      title: `${t('notifications.title')} | ${t('app.name')}`,
      description: t('notifications.description'),
    },
  };
  return view;
}
