import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { getErrorCode, isAppError } from '@repo/api-client';
import { type Ad, type AdAutoRenew, type Locale } from '@repo/domain';
import { formatDate } from '@repo/i18n';
import { data, redirect, type ActionFunctionArgs, type AppLoadContext } from '@remix-run/node';
import { adPath } from '~/entities/ad/index.ts';
import { getSession, type Session } from '~/entities/session/index.server.ts';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { fieldErrorsOf } from '~/shared/api/submit-form.server.ts';
import { getLocale } from '~/shared/i18n/i18n.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { redirectWithFlash } from '~/shared/lib/flash.server.ts';
import { requireUser } from '~/shared/lib/guards.server.ts';
import {
  actionSchemaFor,
  autoRenewApiForm,
  failureKey,
  successKey,
  type AutoRenewForm,
  type MyAdIntent,
} from '../model/my-ad-actions.ts';
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

function signedInApi(context: AppLoadContext, session: Session) {
  return apiClientFor(context).withTokens({ accessToken: session.accessToken });
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

/** Where an action goes back to: the same page of My ads, without the open confirmation. */
function backTo(request: Request): string {
  const url = new URL(request.url);
  for (const name of ['delete', 'index', '_data']) url.searchParams.delete(name);
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ''}`;
}

/** What an action answers when its form must be shown again with its errors (status 400). */
export interface MyAdsActionData {
  intent: MyAdIntent;
  id: string;
  result: SubmissionResult<string[]>;
}

/**
 * POST /me: one action of a row (renew, repost, mark sold, delete with a reason, auto-renew
 * settings), each a plain form. The outcome comes back as a toast on the same page; the
 * delete and auto-renew forms answer their field errors in place, with what was typed.
 */
export async function myAdsAction({ request, context }: ActionFunctionArgs) {
  const session = await getSession(request, context);
  requireUser(request, session);
  const back = backTo(request);
  const init = {
    headers: session.setCookie.map((cookie): [string, string] => ['Set-Cookie', cookie]),
  };
  const formData = await request.formData();
  const intent = formData.get('intent');
  const schema = actionSchemaFor(intent);
  if (!schema) return redirectWithFlash(back, { type: 'error', key: 'errors.default' }, init);
  const submission = parseWithZod(formData, { schema });
  const id = String(formData.get('id') ?? '');
  if (submission.status !== 'success') {
    if (intent === 'delete' || intent === 'auto-renew') {
      return data({ intent, id, result: submission.reply() } satisfies MyAdsActionData, {
        status: 400,
        ...init,
      });
    }
    return redirectWithFlash(back, { type: 'error', key: 'errors.default' }, init);
  }
  const value = submission.value;
  const api = signedInApi(context, session);
  try {
    // Renew, repost and sold take no body.
    switch (value.intent) {
      case 'renew':
        await api.myAds.renew(value.id);
        break;
      case 'repost':
        await api.myAds.repost(value.id);
        break;
      case 'sold':
        await api.myAds.markSold(value.id);
        break;
      case 'delete':
        await api.myAds.delete(value.id, { reason: value.reason });
        break;
      case 'auto-renew':
        await api.myAds.setAutoRenew(value.id, autoRenewApiForm(value as AutoRenewForm));
        break;
    }
  } catch (error) {
    const status = isAppError(error) ? error.statusCode : 0;
    if (status === 401) {
      // The session ended meanwhile: sign in again and come back here.
      throw redirect(`${localizeLike(request, '/login')}?redirect=${encodeURIComponent(back)}`);
    }
    if (status === 400 && isAppError(error) && value.intent === 'auto-renew') {
      const { fieldErrors } = fieldErrorsOf(error);
      return data(
        {
          intent: value.intent,
          id: value.id,
          result: submission.reply({ fieldErrors, formErrors: ['ad.errors.setAutoRenewFailed'] }),
        } satisfies MyAdsActionData,
        { status: 400, ...init },
      );
    }
    const key = failureKey(value.intent, { status, code: getErrorCode(error) });
    return redirectWithFlash(back, { type: 'error', key }, init);
  }
  return redirectWithFlash(
    back,
    { type: 'success', key: successKey(value.intent, value as { enabled?: boolean }) },
    init,
  );
}
