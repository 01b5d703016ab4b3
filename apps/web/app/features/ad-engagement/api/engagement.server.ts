import {
  data,
  redirect,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
} from '@remix-run/node';
import { isAppError, type ApiClient } from '@repo/api-client';
import { formatCambodianPhone, type AdEngagement } from '@repo/domain';
import { forgetAd } from '~/entities/ad/index.server.ts';
import { getSession, readSessionCookies } from '~/entities/session/index.server.ts';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { notFound } from '~/shared/api/page-errors.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import type { EngagementResult, MarkIntent } from '../model/types.ts';
import { forgetMemberMarks } from './page-marks.server.ts';

/** A transparent 1×1 GIF: the view beacon's answer. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** POSTs {api}/posts/{id}/views as this visitor (the seller's own visits are not counted). */
async function countView(request: Request, context: AppLoadContext, id: string): Promise<void> {
  const client = apiClientFor(context);
  const { accessToken } = readSessionCookies(request);
  const count = (withToken: boolean) =>
    (withToken && accessToken ? client.withTokens({ accessToken }) : client).ads.countView(id);
  try {
    await count(true).catch((error: unknown) => {
      // A token the API no longer accepts: the visit still counts, as a visitor's.
      if (isAppError(error) && error.statusCode === 401 && accessToken) return count(false);
      throw error;
    });
  } catch {
    // An unknown ad or an API that is down: nothing to tell the page.
  }
}

const beaconId = (params: LoaderFunctionArgs['params']) => {
  const id = params.id ?? '';
  if (!/^\d{1,18}$/.test(id)) throw new Response(null, { status: 404 });
  return id;
};

/**
 * POST /api/_views/{id}: the ad page's view beacon with JavaScript (ADR 0011), sent once the
 * page shows. A form post like any other: the server's Origin check applies. Counts once per
 * device per Cambodian day (the API), never the seller's own visit.
 */
export async function viewBeaconAction({ request, context, params }: ActionFunctionArgs) {
  const id = beaconId(params);
  await countView(request, context, id);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * GET /api/_views/{id}: the same beacon without JavaScript, as a 1×1 image in `<noscript>`. A
 * GET that counts is the one exception to "no state change on GET" (ADR 0011), so it counts
 * only when the browser says the image was asked for by our own page (`Sec-Fetch-Site:
 * same-origin`): an image embedded on another site counts nothing.
 */
export async function viewBeaconImage({ request, context, params }: LoaderFunctionArgs) {
  const id = beaconId(params);
  if (request.headers.get('sec-fetch-site') === 'same-origin') {
    await countView(request, context, id);
  }
  return new Response(PIXEL, {
    headers: {
      'Content-Type': 'image/gif',
      'Content-Length': String(PIXEL.length),
      'Cache-Control': 'no-store',
    },
  });
}

/**
 * POST {api}/me/likes/{id} (saved) as the member: the new state and counters. Rejects with
 * the API's error (an AppError) or a network error.
 */
export async function postMark(
  client: ApiClient,
  accessToken: string,
  intent: MarkIntent,
  adId: string,
  value: boolean,
): Promise<AdEngagement> {
  // The member's pages must show this mark, whatever their marks cached a moment ago said.
  forgetMemberMarks(accessToken);
  const engagement = await client.withTokens({ accessToken }).engagement.mark(intent, adId, value);
  // Visitors of this server see the new counts at once, not after the cache's few seconds;
  // and the marks asked for while the post was on its way are not kept either.
  forgetAd(adId);
  forgetMemberMarks(accessToken);
  return engagement;
}

/**
 * The ad page's action: `intent=phones` reveals the numbers (visitors too; 429 → a translated
 * message), `intent=like|save` with `value=true|false` marks the ad for the member; a visitor
 * is sent to sign in and back. Works for a plain form post (the page re-renders with the
 * result as action data) and for a fetcher (the same result as JSON).
 */
export async function engagementAction({
  request,
  context,
  adId,
}: {
  request: Request;
  context: AppLoadContext;
  adId: string;
}) {
  const form = await request.formData();
  const intent = form.get('intent');
  const client = apiClientFor(context);

  if (intent === 'phones') {
    try {
      const body = await client.ads.phones(adId);
      const phones = body.phones.map((tel) => ({ tel, display: formatCambodianPhone(tel) }));
      return data<EngagementResult>({ intent, phones });
    } catch (error) {
      if (isAppError(error) && error.statusCode === 404) throw notFound();
      const limited = isAppError(error) && error.statusCode === 429;
      return data<EngagementResult>(
        { intent, error: limited ? 'adPage.phones.rateLimited' : 'adPage.phones.failed' },
        { status: limited ? 429 : 503 },
      );
    }
  }

  if (intent === 'like' || intent === 'save') {
    const session = await getSession(request, context);
    const toLogin = () => {
      const back = new URL(request.url).pathname;
      const headers = new Headers();
      for (const cookie of session.setCookie) headers.append('Set-Cookie', cookie);
      return redirect(`${localizeLike(request, '/login')}?redirect=${encodeURIComponent(back)}`, {
        status: 303,
        headers,
      });
    };
    if (!session.loggedIn || !session.accessToken) return toLogin();
    const value = form.get('value') === 'true';
    try {
      const engagement = await postMark(client, session.accessToken, intent, adId, value);
      return data<EngagementResult>({ intent, engagement });
    } catch (error) {
      if (isAppError(error) && error.statusCode === 401) return toLogin();
      if (isAppError(error) && error.statusCode === 404) throw notFound();
      return data<EngagementResult>({ intent, error: 'adPage.markFailed' }, { status: 503 });
    }
  }

  return data({ intent: null, error: 'errors.default' }, { status: 400 });
}
