import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { directionsUrl, indexCategories, openStateAt } from '@repo/domain';
import { formatCount, formatDate, localizePath } from '@repo/i18n';
import { getCategories } from '~/entities/category/index.server.ts';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { pageErrorFrom } from '~/shared/api/page-errors.server.ts';
import { serverEnv } from '~/shared/config/env.server.ts';
import { getLocale, getT } from '~/shared/i18n/i18n.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { serializeJsonLd } from '~/shared/lib/json-ld.ts';
import { sharedPageHeaders } from '~/shared/lib/page-cache.server.ts';
import { loadListing } from '~/widgets/ad-listing/index.server.ts';
import { storeJsonLd } from '../model/store-json-ld.ts';

const OG_LOCALES = { en: 'en_US', km: 'km_KH' } as const;

/**
 * A store's public page `/{username}` (issue 17): who it is, its hours with the open-now
 * state (Phnom Penh time, computed here so the page and its hydration agree), its categories,
 * then its ads in the shared listing (the path fixing the store). Another spelling of the
 * username answers 301 to the lower-case path; an unknown store is a 404.
 */
export async function loadStorePage({ request, context }: LoaderFunctionArgs, typed: string) {
  const username = typed.toLowerCase();
  const listingLoaded = loadListing({ request, context, fixed: { store: username } });
  const [store, locale, t, categories] = await Promise.all([
    apiClientFor(context)
      .stores.publicProfile(username)
      .catch((error: unknown) => {
        void listingLoaded.catch(() => undefined);
        throw pageErrorFrom(error);
      }),
    getLocale(request),
    getT(request),
    getCategories(context),
  ]);
  const url = new URL(request.url);
  if (typed !== store.username) {
    void listingLoaded.catch(() => undefined);
    throw redirect(`${localizeLike(request, `/${store.username}`)}${url.search}`, 301);
  }
  const listing = await listingLoaded;
  const index = indexCategories(categories.data);
  const pageUrl = `${serverEnv.publicOrigin ?? url.origin}${encodeURI(
    localizePath(`/${store.username}`, locale),
  )}`;
  const description =
    store.short_description ||
    t('storePage.metaFallback', {
      name: store.name,
      count: store.active_ads,
      number: formatCount(store.active_ads, locale),
    });
  const view = {
    store: {
      id: store.id,
      name: store.name,
      username: store.username,
      shortDescription: store.short_description,
      about: store.about,
      logo: store.logo_url,
      cover: store.cover_url,
      keywords: store.keywords,
      categories: store.category_ids.flatMap((id) => {
        const category = index.byId[String(id)];
        return category
          ? [
              {
                name: category.meta?.name[locale] || category.slug,
                path: `/c-${category.slug}`,
              },
            ]
          : [];
      }),
      hours: store.hours,
      open: openStateAt(store.hours, Date.now()),
      branches: store.branches.map((branch) => ({
        ...branch,
        directions:
          branch.latitude !== null && branch.longitude !== null
            ? directionsUrl(branch.latitude, branch.longitude)
            : null,
        places: [branch.commune, branch.district, branch.province]
          .filter((place) => place !== null)
          .map((place) => place.name[locale] || place.name.en)
          .join(', '),
      })),
      albums: store.albums,
      // Its company profile for job seekers (ADR 0051): null when nothing is filled in.
      company: store.company,
      since: { iso: store.created_at, text: formatDate(store.created_at, locale) },
      activeAds: t('storePage.activeAds', {
        count: store.active_ads,
        number: formatCount(store.active_ads, locale),
      }),
      followers: t('storePage.followers', {
        count: store.followers,
        number: formatCount(store.followers, locale),
      }),
      verified: store.verified,
    },
    listing: listing.view,
    // The branches' map tiles (ADR 0047): the map's code loads only when it scrolls into view.
    tileUrl: serverEnv.mapTileUrl,
    jsonLd: serializeJsonLd(
      storeJsonLd({
        name: store.name,
        description: store.short_description || store.about.slice(0, 300),
        url: pageUrl,
        logo: store.logo_url,
        image: store.cover_url,
        hours: store.hours,
        branch: store.branches[0] ?? null,
      }),
    ),
    meta: {
      title: `${t('storePage.metaTitle', { name: store.name, username: store.username })} | ${t('app.name')}`,
      description,
      url: pageUrl,
      siteName: t('app.name'),
      ogLocale: OG_LOCALES[locale],
      image: store.cover_url ?? store.logo_url,
    },
  };
  return data(
    { kind: 'store' as const, ...view },
    { headers: listing.shared ? sharedPageHeaders() : {} },
  );
}

export type StorePageData = Awaited<ReturnType<typeof loadStorePage>>['data'];
