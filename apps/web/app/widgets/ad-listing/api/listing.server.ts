import type { AppLoadContext } from '@remix-run/node';
import type { ApiClient } from '@repo/api-client';
import type { AdListing, ListingNote, ListingQuery } from '@repo/domain';
import { formatPrice } from '@repo/i18n';
import { toAdCardView, type TopAdsView } from '~/entities/ad/index.ts';
import { getCategories } from '~/entities/category/index.server.ts';
import { getProvinces } from '~/entities/location/index.server.ts';
import { getSession, type Session } from '~/entities/session/index.server.ts';
import { asViewer } from '~/shared/api/as-viewer.server.ts';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { getLocale, getT } from '~/shared/i18n/i18n.server.ts';
import { localizedName } from '~/shared/lib/localized-name.ts';
import { fieldChipLabel } from '../model/category-filters.ts';
import {
  apiQuery,
  chipTargets,
  listingHref,
  nextPageHref,
  type ChipParam,
  type ListingFixed,
} from '../model/listing-url.ts';
import { noteLines } from '../model/notes.ts';
import { loadFilterForm } from './filter-form.server.ts';
import { readListingQuery } from './listing-address.server.ts';

/** GET {api}/posts as this member (cards with `liked`/`saved`), else as a visitor. */
function loadPage(client: ApiClient, session: Session, query: ListingQuery): Promise<AdListing> {
  return asViewer(client, session.accessToken, (viewer) => viewer.listing.search(query));
}

/** How many top ads a listing shows above its results (ADR 0014). */
const LISTING_TOP_ADS = 4;

/**
 * A listing page's ads (`/all-ads`, `/all-ads-in-{location}`, `/c-{category}`,
 * `/search-result`; ADR 0012): the page's URL read with the API's own parser (the path's
 * category or location win over the query's), one page of cards from GET {api}/posts, and
 * only what the page shows, translated. Nothing a visitor types fails the page, and neither
 * does the API: its failure is the listing's error state. `shared` says whether the page is
 * everyone's (no session, complete data), for the page cache (ADR 0011).
 */
export async function loadListing({
  request,
  context,
  fixed = {},
  topBlock = false,
}: {
  request: Request;
  context: AppLoadContext;
  fixed?: ListingFixed;
  /**
   * The page shows the top block (ADR 0014) above its results: the API answers it with the
   * first page and leaves its ads out of the results of every page (no keyword search has one).
   */
  topBlock?: boolean;
}) {
  const url = new URL(request.url);
  const path = url.pathname;
  const parsed = await readListingQuery(url, context);
  const client = apiClientFor(context);

  const sessionLoaded = getSession(request, context);
  let failed = false;
  const listingLoaded = sessionLoaded
    .then((session) =>
      loadPage(client, session, {
        ...apiQuery(parsed.query, fixed),
        ...(topBlock ? { top: LISTING_TOP_ADS } : {}),
      }),
    )
    .catch((): null => {
      failed = true;
      return null;
    });
  const [session, locale, t, categories, provinces] = await Promise.all([
    sessionLoaded,
    getLocale(request),
    getT(request),
    getCategories(context),
    getProvinces(context),
  ]);
  const [listing, filters] = await Promise.all([
    listingLoaded,
    loadFilterForm(context, { query: parsed.query, fixed, locale, categories, provinces }),
  ]);
  const { own, index } = filters;
  const name = (value: { en: string; km: string } | undefined) => localizedName(value, locale);

  const chipLabel = (param: ChipParam, value: string | number): string => {
    switch (param) {
      case 'q':
        return t('listing.chips.keyword', { q: value });
      case 'category': {
        const category = index.bySlug[value];
        return category ? name(category.meta?.name) || category.slug : String(value);
      }
      case 'location':
        return filters.placeName ?? String(value);
      case 'user':
        return t('listing.chips.user', { username: value });
      case 'store':
        return t('listing.chips.store', { username: value });
      case 'price_min':
        return t('listing.chips.priceMin', { price: formatPrice(Number(value), locale) });
      case 'price_max':
        return t('listing.chips.priceMax', { price: formatPrice(Number(value), locale) });
      case 'condition':
        return t(`ad.options.condition.${value}`);
      case 'posted':
        return t(`listing.posted.${value}`);
      default:
        return fieldChipLabel(t, locale, param, value);
    }
  };

  const notes: ListingNote[] = [...parsed.notes, ...filters.notes, ...(listing?.notes ?? [])];
  const view = {
    cards: listing?.items.map((card) => toAdCardView(card, locale)) ?? [],
    total: listing?.total ?? 0,
    estimate: listing?.total_is_estimate ?? false,
    /** No ad has the keyword as typed: these have similar words. */
    similar: listing?.similar ?? false,
    failed,
    /** This page again (the error state's retry). */
    href: listingHref(path, own),
    nextHref: listing ? nextPageHref(path, own, listing.next_cursor) : null,
    /** A later page (reached by "Next page"): the list then says when it ends. */
    paged: own.cursor !== undefined,
    chips: chipTargets(path, own).map(({ param, value, href }) => ({
      param,
      label: chipLabel(param, value),
      href,
    })),
    notes: noteLines(t, notes),
    form: filters.form,
    options: filters.options,
  };
  const shared = !session.accessToken && !failed && !filters.failed;
  const top: TopAdsView = {
    cards: listing?.top?.map((card) => toAdCardView(card, locale)) ?? [],
    failed,
  };
  return { view, shared, top };
}

export type ListingView = Awaited<ReturnType<typeof loadListing>>['view'];
