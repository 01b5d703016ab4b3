import { redirect, type AppLoadContext } from '@remix-run/node';
import type { ApiClient } from '@repo/api-client';
import {
  defaultListingSort,
  indexCategories,
  narrowListingQuery,
  parseListingQuery,
  TOP_LEVEL_PARENT,
  type AdListing,
  type Category,
  type CategoryIndex,
  type ListingNote,
  type ListingQuery,
  type Locale,
  type Location,
} from '@repo/domain';
import { formatPrice } from '@repo/i18n';
import { toAdCardView, type TopAdsView } from '~/entities/ad/index.ts';
import { getCategories } from '~/entities/category/index.server.ts';
import { getProvinces } from '~/entities/location/index.server.ts';
import { getSession, type Session } from '~/entities/session/index.server.ts';
import { asViewer } from '~/shared/api/as-viewer.server.ts';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { getLocale, getT } from '~/shared/i18n/i18n.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { localizedName } from '~/shared/lib/localized-name.ts';
import type { ReferenceResult } from '~/shared/lib/reference-cache.server.ts';
import {
  apiQuery,
  chipTargets,
  listingHref,
  nextPageHref,
  ownQuery,
  type ChipParam,
  type ListingFixed,
} from '../model/listing-url.ts';
import { noteLines } from '../model/notes.ts';
import { chosenPlace, loadPlaceChoices } from './place-choices.server.ts';
import { fieldChipLabel, fieldFormValues, listingTypeOf } from '../model/category-filters.ts';

/** GET {api}/posts as this member (cards with `liked`/`saved`), else as a visitor. */
function loadPage(client: ApiClient, session: Session, query: ListingQuery): Promise<AdListing> {
  return asViewer(client, session.accessToken, (viewer) => viewer.listing.search(query));
}

/** How many top ads a listing shows above its results (ADR 0014). */
const LISTING_TOP_ADS = 4;

/**
 * A listing address's query, read with the API's own parser. The form's province, district
 * and commune fields are all `location` (ADR 0015): several become the one they choose.
 */
async function readListingQuery(url: URL, context: AppLoadContext) {
  const params = new URLSearchParams(url.search);
  // The top block is the page's to ask for, not the address's.
  params.delete('top');
  const places = params.getAll('location');
  if (places.length > 1) {
    const place = await chosenPlace(context, places);
    params.delete('location');
    if (place !== undefined) params.set('location', place);
  }
  return parseListingQuery(params);
}

/** The id of the main category a chosen category slug is, or belongs to. */
function chosenMain(index: CategoryIndex<Category>, slug: string | undefined): string | undefined {
  const category = slug === undefined ? undefined : index.bySlug[slug];
  if (!category) return undefined;
  return category.parent === TOP_LEVEL_PARENT ? category.id : category.parent;
}

/**
 * The filter form for a page's own query: the query narrowed to what its category allows
 * (with notes), the category index, the place fields and the form's values and choices.
 */
async function loadFilterForm(
  context: AppLoadContext,
  options: {
    query: ListingQuery;
    fixed: ListingFixed;
    locale: Locale;
    categories: ReferenceResult<Category[]>;
    provinces: ReferenceResult<Location[]>;
  },
) {
  const { fixed, locale, categories, provinces } = options;
  const name = (value: { en: string; km: string } | undefined) => localizedName(value, locale);
  const index = indexCategories(categories.data);
  const own = ownQuery(options.query, fixed);
  // The category's type says which of its own filters and sorts apply (ADR 0012); when the
  // categories could not be read, the API's notes say it instead.
  const type = listingTypeOf(index, fixed.category ?? own.category);
  const narrowed =
    categories.data.length > 0 ? narrowListingQuery(own, type) : { query: own, notes: [] };
  // A place page's fields start at its own place, so a district or commune can be chosen.
  const place = await loadPlaceChoices(context, {
    slug: fixed.location ?? narrowed.query.location,
    provinces: provinces.data,
    locale,
  });
  return {
    own: narrowed.query,
    notes: narrowed.notes,
    index,
    placeName: fixed.location === undefined ? place.name : undefined,
    failed: categories.failed || provinces.failed || place.failed,
    form: formValues(narrowed.query),
    options: {
      /** The category's type: its own filters show, and jobs offer the job sorts. */
      type,
      // The path's own filter has no field: the path already says it. Every main category,
      // and the subcategories of the chosen one only (ADR 0024): choosing a main category
      // and applying offers its subcategories, as its own page does.
      categories:
        fixed.category === undefined
          ? index.mains.map((main) => ({
              slug: main.slug,
              name: name(main.meta?.name) || main.slug,
              subs:
                main.id === chosenMain(index, narrowed.query.category)
                  ? (index.subsByParent[main.id] ?? []).map((sub) => ({
                      slug: sub.slug,
                      name: name(sub.meta?.name) || sub.slug,
                    }))
                  : [],
            }))
          : null,
      // Province, district and commune; on a place page (`/all-ads-in-…`) set to that place,
      // and choosing another one goes to its page (`placePageRedirect`).
      places: place.choices,
    },
  };
}

export type FilterFormView = Pick<Awaited<ReturnType<typeof loadFilterForm>>, 'form' | 'options'>;

/**
 * The filter form alone (`/search`): the address's filters as the form's values and choices.
 * `failed`: some reference data could not be read.
 */
export async function loadSearchForm({
  request,
  context,
}: {
  request: Request;
  context: AppLoadContext;
}) {
  const [parsed, locale, categories, provinces] = await Promise.all([
    readListingQuery(new URL(request.url), context),
    getLocale(request),
    getCategories(context),
    getProvinces(context),
  ]);
  const filters = await loadFilterForm(context, {
    query: parsed.query,
    fixed: {},
    locale,
    categories,
    provinces,
  });
  return { form: filters.form, options: filters.options, failed: filters.failed };
}

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

/** The filter form's current values, as its fields hold them. */
function formValues(query: ListingQuery) {
  const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));
  return {
    q: text(query.q),
    category: text(query.category),
    location: text(query.location),
    price_min: text(query.price_min),
    price_max: text(query.price_max),
    condition: text(query.condition),
    posted: text(query.posted),
    /** The category filters (brand, bedrooms, job type…). */
    fields: fieldFormValues(query),
    /** A member the address (not the path) names: kept by the form, never a field. */
    user: text(query.user),
    // The default sort is the select's empty option (see the filter form).
    sort: query.sort === defaultListingSort(query) ? '' : query.sort,
    limit: query.limit,
  };
}

export type ListingView = Awaited<ReturnType<typeof loadListing>>['view'];

/**
 * On a place page (`/all-ads-in-{place}`), the place its filter form chose (`location`, one
 * value or the three selects sent without JavaScript): a redirect to that place's page with
 * the other filters, to `/all-ads` when the place was cleared, or null when it names this page's
 * place or none.
 */
export async function placePageRedirect(
  request: Request,
  context: AppLoadContext,
  current: string,
): Promise<Response | null> {
  const url = new URL(request.url);
  const asked = url.searchParams.getAll('location');
  if (asked.length === 0) return null;
  const place = await chosenPlace(context, asked);
  url.searchParams.delete('location');
  // A form sent without JavaScript sends its empty fields too: they say nothing.
  for (const [name, value] of [...url.searchParams])
    if (value.trim() === '') url.searchParams.delete(name, value);
  const search = url.searchParams.toString();
  const path = place === undefined ? '/all-ads' : `/all-ads-in-${place}`;
  if (place === current && search === new URL(request.url).search.slice(1)) return null;
  return redirect(`${encodeURI(localizeLike(request, path))}${search ? `?${search}` : ''}`);
}
