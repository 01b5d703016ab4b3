import { getErrorCode, isAppError } from '@repo/api-client';
import { AD_CARDS_LIMIT } from '@repo/domain';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { toAdCardView, type AdCardView } from '~/entities/ad/index.ts';
import { getSession } from '~/entities/session/index.server.ts';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { getLocale, getT } from '~/shared/i18n/i18n.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { redirectWithFlash } from '~/shared/lib/flash.server.ts';
import { requireUser } from '~/shared/lib/guards.server.ts';
import { adIdOf, cursorOf, MARKED_LISTS, type MarkedList } from '../model/marked.ts';

/** /me/likes and /me/saved: one keyset page of the member's liked (saved) ads as cards. */
export function markedAdsLoader(list: MarkedList) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const [t, session, locale] = await Promise.all([
      getT(request),
      getSession(request, context),
      getLocale(request),
    ]);
    const url = new URL(request.url);
    const cursor = cursorOf(url.searchParams);
    const meta = {
      title: `${t(MARKED_LISTS[list].title)} | ${t('app.name')}`,
      description: t(MARKED_LISTS[list].description),
    };
    let ads: AdCardView[] | null = null;
    let nextPage: string | null = null;
    try {
      const page = await apiClientFor(context)
        .withTokens({ accessToken: session.accessToken })
        .engagement.list(MARKED_LISTS[list].mark, { limit: AD_CARDS_LIMIT.default, cursor });
      ads = page.data.map((card) => toAdCardView(card, locale));
      nextPage = page.next_cursor
        ? `${url.pathname}?cursor=${encodeURIComponent(page.next_cursor)}`
        : null;
    } catch (error) {
      // A cursor the API no longer accepts: start again from the first page.
      if (cursor && isAppError(error) && error.statusCode === 400) throw redirect(url.pathname);
    }
    return { list, ads, nextPage, firstPage: cursor ? url.pathname : null, meta };
  };
}

/**
 * POST /me/likes, /me/saved: Unlike (Unsave) one ad, a plain form. The outcome is a toast on
 * the same page, which no longer lists the ad.
 */
export function markedAdsAction(list: MarkedList) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const session = await getSession(request, context);
    requireUser(request, session);
    const url = new URL(request.url);
    const back = `${url.pathname}${url.search}`;
    const init = {
      headers: session.setCookie.map((cookie): [string, string] => ['Set-Cookie', cookie]),
    };
    const id = adIdOf((await request.formData()).get('id'));
    if (!id) return redirectWithFlash(back, { type: 'error', key: 'myAds.marked.failed' }, init);
    try {
      await apiClientFor(context)
        .withTokens({ accessToken: session.accessToken })
        .engagement.mark(MARKED_LISTS[list].mark, id, false);
    } catch (error) {
      const status = isAppError(error) ? error.statusCode : 0;
      if (status === 401) {
        throw redirect(`${localizeLike(request, '/login')}?redirect=${encodeURIComponent(back)}`);
      }
      const key =
        status === 0
          ? 'errors.noResponse'
          : status === 404 || getErrorCode(error) === 'NOT_FOUND'
            ? 'myAds.errors.notFound'
            : 'myAds.marked.failed';
      return redirectWithFlash(back, { type: 'error', key }, init);
    }
    return redirectWithFlash(back, { type: 'success', key: MARKED_LISTS[list].removed }, init);
  };
}
