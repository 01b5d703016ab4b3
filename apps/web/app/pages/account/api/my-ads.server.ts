import { isAppError } from '@repo/api-client';
import { type Ad, type AdAutoRenew, type Locale } from '@repo/domain';
import { formatDate } from '@repo/i18n';
import { redirect, type AppLoadContext } from '@remix-run/node';
import { adPath } from '~/entities/ad/index.ts';
import type { Session } from '~/entities/session/index.server.ts';
import { signedInApi } from '~/shared/api/api-client.server.ts';
import { getLocale } from '~/shared/i18n/i18n.server.ts';
import {
  myAdsSearch,
  myPostsApiQuery,
  readMyAdsQuery,
  type MyAdsQuery,
} from '../model/my-ads-query.ts';

/** A date as the page shows it: formatted on the server, in the page's language. */
export interface ShownDate {
  iso: string;
  text: string;
}

/** One row of My ads: what the list shows of an own ad. */
export interface MyAdRow {
  id: string;
  title: string;
  /** The ad page, unprefixed. */
  path: string;
  price: number;
  priceKind: Ad['price_kind'];
  status: Ad['status'];
  posted: ShownDate;
  /** Null while the ad was never renewed. */
  renewed: ShownDate | null;
  expires: ShownDate;
  views: number;
  likes: number;
  saves: number;
  /** The cover's smallest rendition, or null without photos. */
  thumb: string | null;
  autoRenew: (AdAutoRenew & { next: ShownDate }) | null;
}

export interface MyAdsData {
  query: MyAdsQuery;
  /** Null when the API could not answer: the page says so instead of failing. */
  ads: MyAdRow[] | null;
  /** The address of the next page (keyset), or null on the last. */
  nextPage: string | null;
  /** The ad whose delete confirmation is open without JavaScript (`?delete={id}`). */
  confirmDelete: string | null;
}

/**
 * Dates are formatted here, not in the browser: a browser without Khmer locale data would
 * write them differently from the server's page.
 */
function toRow(ad: Ad, locale: Locale): MyAdRow {
  const shown = (iso: string): ShownDate => ({ iso, text: formatDate(iso, locale) });
  return {
    id: ad.id,
    title: ad.title,
    path: adPath(ad),
    price: ad.price,
    priceKind: ad.price_kind,
    status: ad.status,
    posted: shown(ad.posted_at),
    renewed: ad.renewed_at === ad.posted_at ? null : shown(ad.renewed_at),
    expires: shown(ad.expires_at),
    views: ad.views,
    likes: ad.likes,
    saves: ad.saves,
    thumb: ad.photos[0]?.urls.thumb ?? null,
    autoRenew: ad.auto_renew ? { ...ad.auto_renew, next: shown(ad.auto_renew.next_run_at) } : null,
  };
}

/**
 * The member's ads for `/me`: one keyset page of GET {api}/me/posts with the filter, sort
 * and cursor of the address. A cursor the API refuses sends the visitor to the first page.
 */
export async function loadMyAds(
  request: Request,
  context: AppLoadContext,
  session: Session,
): Promise<MyAdsData> {
  const url = new URL(request.url);
  const query = readMyAdsQuery(url.searchParams);
  const confirmDelete = /^[1-9]\d{0,14}$/.exec(url.searchParams.get('delete') ?? '')?.[0] ?? null;
  try {
    const [page, locale] = await Promise.all([
      signedInApi(context, session).myAds.list(myPostsApiQuery(query)),
      getLocale(request),
    ]);
    return {
      query,
      ads: page.data.map((ad) => toRow(ad, locale)),
      nextPage: page.next_cursor
        ? `${url.pathname}${myAdsSearch({ ...query, cursor: page.next_cursor })}`
        : null,
      confirmDelete,
    };
  } catch (error) {
    if (query.cursor && isAppError(error) && error.statusCode === 400) {
      throw redirect(`${url.pathname}${myAdsSearch({ ...query, cursor: null })}`);
    }
    return { query, ads: null, nextPage: null, confirmDelete };
  }
}
