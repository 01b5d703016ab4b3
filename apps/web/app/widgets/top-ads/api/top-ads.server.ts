import type { AppLoadContext } from '@remix-run/node';
import { toAdCardView, type AdCardView } from '~/entities/ad/index.ts';
import { fetchTopAds } from '~/entities/ad/index.server.ts';
import { getSession } from '~/entities/session/index.server.ts';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { asViewer } from '~/shared/api/as-viewer.server.ts';

export interface TopAdsView {
  cards: AdCardView[];
  /** The API could not answer: the block is left out (the page is then not shared). */
  failed: boolean;
}

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
    const session = await getSession(request, context);
    const top = await asViewer(apiClientFor(context), session.accessToken, (client) =>
      fetchTopAds(client, { category, location, limit }),
    );
    return { cards: top.items.map(toAdCardView), failed: false };
  } catch {
    return { cards: [], failed: true };
  }
}

/** How many top ads a listing shows above its results (ADR 0014). */
const LISTING_TOP_ADS = 4;

/**
 * The top block of a listing page (ADR 0014): the top ads of its category and place (the
 * path's, else the address's filters), on the first page only and not for a keyword search
 * (the block is chosen by category and place, not by the words asked for).
 */
export function loadListingTopAds({
  request,
  context,
  category,
  location,
}: {
  request: Request;
  context: AppLoadContext;
  category?: string;
  location?: string;
}): Promise<TopAdsView> {
  const params = new URL(request.url).searchParams;
  if (params.has('cursor') || params.get('q')?.trim())
    return Promise.resolve({ cards: [], failed: false });
  return loadTopAds({
    request,
    context,
    category: category ?? params.get('category') ?? undefined,
    location: location ?? params.get('location') ?? undefined,
    limit: LISTING_TOP_ADS,
  });
}
