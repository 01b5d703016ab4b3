import { data, redirect, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node';
import type { ApiClient } from '@repo/api-client';
import { formatDate, localizePath } from '@repo/i18n';
import type { Ad, AdCard, Locale } from '@repo/domain';
import { adPath, adPriceText, toAdCardView, toPhotoView } from '~/entities/ad/index.ts';
import {
  fetchPublicAd,
  fetchRelatedAds,
  fetchRelatedAdsCached,
} from '~/entities/ad/index.server.ts';
import { getSession, type Session } from '~/entities/session/index.server.ts';
import { asViewer } from '~/shared/api/as-viewer.server.ts';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { notFound, pageErrorFrom } from '~/shared/api/page-errors.server.ts';
import { sharedPageHeaders } from '~/shared/lib/page-cache.server.ts';
import { serverEnv } from '~/shared/config/env.server.ts';
import { getLocale, getT } from '~/shared/i18n/i18n.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { localizedName } from '~/shared/lib/localized-name.ts';
import { productJsonLd, serializeJsonLd } from '../model/json-ld.ts';
import { metaDescription, type AdMeta } from '../model/meta.ts';
import { specRows } from '../model/spec-rows.ts';
import { loadApplySection } from './apply.server.ts';

/**
 * GET {api}/posts/{id} as this member (for `liked`/`saved`), else as a visitor (which may be
 * a few seconds old: AD_PAGE_CACHE_TTL_MS).
 */
function loadAd(client: ApiClient, session: Session, id: string): Promise<Ad> {
  return asViewer(
    client,
    session.accessToken,
    (member) => member.ads.get(id),
    (visitor) => fetchPublicAd(visitor, id),
  );
}

/**
 * GET {api}/posts/{id}/related as this member (the cards' `liked`/`saved`), else as a visitor
 * (possibly a few seconds old).
 */
function loadRelated(client: ApiClient, session: Session, id: string): Promise<AdCard[]> {
  return asViewer(
    client,
    session.accessToken,
    (member) => fetchRelatedAds(member, id),
    (visitor) => fetchRelatedAdsCached(visitor, id),
  );
}

const dated = (iso: string, locale: Locale) => ({ iso, text: formatDate(iso, locale) });

/**
 * The ad page's data (`/{title}-adid-{id}`): the ad in the page's language, its related ads,
 * meta and JSON-LD. An unknown or deleted id is a 404; a title slug that is out of date (or
 * any other spelling of the path) answers 301 to the canonical path, keeping the locale
 * prefix and the query. Rendering counts no view: the page's beacon does (ADR 0011). A
 * visitor's page (no session) may be shared by the web server's page cache for a few seconds:
 * `shared` says so.
 */
async function loadAdView({
  request,
  context,
  id,
  segment,
}: {
  request: Request;
  context: AppLoadContext;
  id: string;
  /** The path segment as requested, to compare with the canonical one. */
  segment: string;
}) {
  const client = apiClientFor(context);
  const sessionLoaded = getSession(request, context);
  // Related ads only need the id (and the session): ask for them while the ad itself loads.
  let relatedFailed = false;
  const related = sessionLoaded
    .then((session) => loadRelated(client, session, id))
    .catch((): AdCard[] => {
      relatedFailed = true;
      return [];
    });
  const [session, locale, t] = await Promise.all([
    sessionLoaded,
    getLocale(request),
    getT(request),
  ]);
  let ad: Ad;
  try {
    ad = await loadAd(client, session, id);
  } catch (error) {
    throw pageErrorFrom(error);
  }
  if (ad.status === 'deleted') throw notFound();

  const canonicalPath = adPath(ad);
  const url = new URL(request.url);
  if (`/${segment}` !== canonicalPath) {
    // Old addresses (`ad-adid-54` for a Khmer title) and other spellings: 301 to this one.
    throw redirect(`${encodeURI(localizeLike(request, canonicalPath))}${url.search}`, 301);
  }

  const origin = serverEnv.publicOrigin ?? url.origin;
  // The page in this language, as the root's canonical link names it.
  const pageUrl = `${origin}${encodeURI(localizePath(canonicalPath, locale))}`;
  const name = (value: { en: string; km: string }) => localizedName(value, locale);
  const { location } = ad;
  const places = [location.commune, location.district, location.province]
    .filter((place) => place !== null)
    .map((place) => name(place.name));
  const cover = ad.photos[0];
  const description = metaDescription(ad.description);
  const meta: AdMeta = {
    title: ad.title,
    description:
      description || t('adPage.metaFallback', { title: ad.title, place: places.join(', ') }),
    url: pageUrl,
    siteName: t('app.name'),
    locale,
    image: cover ? { url: cover.urls.large, width: cover.width, height: cover.height } : null,
  };
  const condition = ad.fields.condition;
  // A store's job ad shows the company profile beside the store's card (ADR 0051): it comes
  // with the ad. The member's application to a job (issue 18) is asked for here.
  const apply = await loadApplySection(context, session, ad, locale);

  const view = {
    canonicalPath,
    meta,
    jsonLd: serializeJsonLd(
      productJsonLd({
        title: ad.title,
        description: ad.description,
        url: pageUrl,
        images: ad.photos.map((photo) => photo.urls.large),
        price: ad.price,
        status: ad.status,
        category: name(ad.category.name),
        condition: typeof condition === 'string' ? condition : undefined,
      }),
    ),
    ad: {
      id: ad.id,
      title: ad.title,
      description: ad.description,
      status: ad.status,
      price: adPriceText(
        { ...ad, salary: ad.category.type === 'job' ? salaryOf(ad.fields) : null },
        locale,
        t,
      ),
      photos: ad.photos.map(toPhotoView),
      specs: specRows(ad, locale, t),
      places: places.join(', '),
      address: ad.address,
      category: { name: name(ad.category.name), path: `/c-${ad.category.slug}` },
      parent: { name: name(ad.category.parent.name), path: `/c-${ad.category.parent.slug}` },
      posted: dated(ad.posted_at, locale),
      renewed:
        new Date(ad.renewed_at).getTime() - new Date(ad.posted_at).getTime() > 60_000
          ? dated(ad.renewed_at, locale)
          : null,
      views: ad.views,
      likes: ad.likes,
      saves: ad.saves,
      liked: ad.liked ?? false,
      saved: ad.saved ?? false,
      // A store's ad names the member it is assigned to (ADR 0045), else the ad's contact.
      contactName: ad.assignee?.name || ad.contact_name,
      store: ad.store
        ? {
            name: ad.store.name,
            username: ad.store.username,
            logo: ad.store.logo_url,
            company: ad.store.company,
          }
        : null,
      seller: {
        name: `${ad.seller.first_name} ${ad.seller.last_name}`.trim(),
        username: ad.seller.username,
        since: dated(ad.seller.member_since, locale),
      },
    },
    apply,
    related: (await related)
      .filter((card) => card.id !== ad.id)
      .map((card) => toAdCardView(card, locale)),
  };
  // A visitor's complete page is everyone's page; a member's (liked, saved) is theirs. A job
  // ad's apply card is each member's own (their application, their resume): the members'
  // shared template (ADR 0025) is not kept for it, so each member's page is rendered for them.
  const memberTemplate = session.loggedIn && !session.accessToken;
  return {
    view,
    shared: !session.accessToken && !relatedFailed && !(apply && memberTemplate),
  };
}

export type AdViewData = Awaited<ReturnType<typeof loadAdView>>['view'];

/** `/{title}-adid-{id}`: the ad page's loader, for the root-level dispatcher (routes/segment). */
export async function adPageLoader({ request, params, context }: LoaderFunctionArgs, id: string) {
  const { view, shared } = await loadAdView({
    request,
    context,
    id,
    segment: params.segment ?? '',
  });
  return data({ kind: 'ad' as const, ...view }, { headers: shared ? sharedPageHeaders() : {} });
}

/** A job ad's salary range from its fields. */
function salaryOf(fields: Record<string, unknown>): { min: number | null; max: number | null } {
  const amount = (value: unknown) => (typeof value === 'number' ? value : null);
  return { min: amount(fields.salary_min), max: amount(fields.salary_max) };
}
