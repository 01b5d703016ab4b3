import { getErrorCode, isAppError } from '@repo/api-client';
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { getSession, sessionHeaders } from '~/entities/session/index.server.ts';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { redirectWithFlash } from '~/shared/lib/flash.server.ts';
import { requireUser } from '~/shared/lib/guards.server.ts';
import { adIdOf, MARKED_LISTS, type MarkedList } from '../model/marked.ts';

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
      headers: sessionHeaders(session),
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
