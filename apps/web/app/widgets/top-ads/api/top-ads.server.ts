import type { AppLoadContext } from '@remix-run/node';
import { toAdCardView, type TopAdsView } from '~/entities/ad/index.ts';
import { getSession } from '~/entities/session/index.server.ts';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { asViewer } from '~/shared/api/as-viewer.server.ts';
import { getLocale } from '~/shared/i18n/i18n.server.ts';

/**
 * The premium "top" ads of the moment for a page (ADR 0014): a category's, a place's or
 * everyone's. Never fails the page: without an answer the block is simply not shown.
 */
export async function loadTopAds({
  request,
  context,
  category,
  location,
  limit,
}: {
  request: Request;
  context: AppLoadContext;
  category?: string;
  location?: string;
  limit: number;
}): Promise<TopAdsView> {
  try {
    const [session, locale] = await Promise.all([getSession(request, context), getLocale(request)]);
    const top = await asViewer(apiClientFor(context), session.accessToken, (client) =>
      client.ads.top({ category, location, limit }),
    );
    return { cards: top.items.map((card) => toAdCardView(card, locale)), failed: false };
  } catch {
    return { cards: [], failed: true };
  }
}
