import { data, redirect, type AppLoadContext } from '@remix-run/node';
import { isAppError, type ApiClient } from '@repo/api-client';
import {
  adEngagementResponseSchema,
  adPhonesResponseSchema,
  adViewsResponseSchema,
  formatCambodianPhone,
  type AdEngagement,
} from '@repo/domain';
import { forgetAd } from '~/entities/ad/index.server.ts';
import { getSession } from '~/entities/session/index.server.ts';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { notFound } from '~/shared/api/page-errors.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import type { EngagementResult, MarkIntent } from '../model/types.ts';

const path = (id: string, rest: string) => `posts/${encodeURIComponent(id)}/${rest}`;

/** POST {api}/posts/{id}/views with the visitor's Device-Id: the ad's view count after it. */
export async function countView(client: ApiClient, id: string): Promise<number> {
  const { data: body } = await client.post('api', path(id, 'views'), {
    schema: adViewsResponseSchema,
  });
  return body.views;
}

const MARK_PATHS: Record<MarkIntent, string> = { like: 'likes', save: 'saved' };

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
  const { data: engagement } = await client
    .withTokens({ accessToken })
    .post('api', `me/${MARK_PATHS[intent]}/${encodeURIComponent(adId)}`, {
      form: { value },
      schema: adEngagementResponseSchema,
    });
  // Visitors of this server see the new counts at once, not after the cache's few seconds.
  forgetAd(adId);
  return engagement;
}

/** Actions that ran for a request: the page's loader then renders without counting a view. */
const actionsRun = new WeakSet<AppLoadContext>();

/** True when this request is a form post the engagement action answered (not a page view). */
export function engagementActionRan(context: AppLoadContext): boolean {
  return actionsRun.has(context);
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
  actionsRun.add(context);
  const form = await request.formData();
  const intent = form.get('intent');
  const client = apiClientFor(context);

  if (intent === 'phones') {
    try {
      const { data: body } = await client.post('api', path(adId, 'phones'), {
        schema: adPhonesResponseSchema,
      });
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
