import { isAppError } from '@repo/api-client';
import { AD_CARDS_LIMIT } from '@repo/domain';
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { toAdCardView, type AdCardView } from '~/entities/ad/index.ts';
import { getSession } from '~/entities/session/index.server.ts';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { getLocale, getT } from '~/shared/i18n/i18n.server.ts';
import { cursorOf, MARKED_LISTS, type MarkedList } from '../model/marked.ts';

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
