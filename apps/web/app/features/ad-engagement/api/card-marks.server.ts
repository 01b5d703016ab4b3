import { data, redirect, type ActionFunctionArgs } from '@remix-run/node';
import { isAppError } from '@repo/api-client';
import { localizePath, parseLocalePath } from '@repo/i18n';
import { getSession } from '~/entities/session/index.server.ts';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { redirectWithFlash } from '~/shared/lib/flash.server.ts';
import {
  CARD_MARK_DONE,
  CARD_MARKS_JSON_FIELD,
  cardMarksBack,
  readCardMark,
  type CardMarksResult,
} from '../model/card-marks.ts';
import type { MarkIntent } from '../model/types.ts';
import { postMark } from './engagement.server.ts';

const AD_ID = /^[1-9]\d{0,17}$/;

/** The translated message for a failed mark: the ad is gone, too many tries, no answer, other. */
function failureKey(error: unknown): string {
  const status = isAppError(error) ? error.statusCode : 0;
  if (status === 404) return 'adPage.cardMarks.notFound';
  if (status === 429) return 'adPage.cardMarks.rateLimited';
  if (status === 0) return 'errors.noResponse';
  return 'adPage.markFailed';
}

/**
 * POST /api/_marks (`like=<id>`, `unlike=<id>`, `save=<id>` or `unsave=<id>`; `redirectTo`):
 * like or save an ad from its card, or take it back. A hydrated control's fetcher gets the new state as JSON (or the
 * translated error); a plain form post is sent back to `redirectTo` (a path of this site,
 * else `/`) with the outcome as a flash toast. A visitor is sent to sign in and back, in the
 * language form of `redirectTo`.
 */
/** The path and query of a same-site Referer (the page a plain form post came from). */
function refererPath(request: Request): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const from = new URL(referer);
    // The host, not the origin: behind a TLS-ending proxy the request may read http://.
    return from.host === new URL(request.url).host ? `${from.pathname}${from.search}` : null;
  } catch {
    return null;
  }
}

export async function cardMarksAction({ request, context }: ActionFunctionArgs) {
  const session = await getSession(request, context);
  const headers = new Headers();
  for (const cookie of session.setCookie) headers.append('Set-Cookie', cookie);
  if (request.method !== 'POST') {
    return data<CardMarksResult>(
      { intent: null, id: null, error: 'errors.default' },
      { status: 405, headers },
    );
  }

  const form = await request.formData();
  // The page the post came from: `redirectTo` when a client sends one, else the Referer.
  const back = cardMarksBack(form.get('redirectTo') ?? refererPath(request));
  const asJson = form.get(CARD_MARKS_JSON_FIELD) === 'json';
  const mark = readCardMark(form);
  const intent: MarkIntent | null = mark?.intent ?? null;
  const id = mark && AD_ID.test(mark.id) ? mark.id : null;
  const value = mark?.value ?? null;

  const toLogin = () => {
    const { locale } = parseLocalePath(new URL(back, request.url).pathname);
    const login = locale ? localizePath('/login', locale) : '/login';
    return redirect(`${login}?redirect=${encodeURIComponent(back)}`, { status: 303, headers });
  };
  const fail = (key: string, status: number) =>
    asJson
      ? data<CardMarksResult>({ intent, id, error: key }, { status, headers })
      : redirectWithFlash(back, { type: 'error', key }, { headers });

  if (!intent || !id || value === null) return fail('errors.default', 400);
  if (!session.loggedIn || !session.accessToken) return toLogin();

  try {
    const engagement = await postMark(
      apiClientFor(context),
      session.accessToken,
      intent,
      id,
      value,
    );
    if (asJson) return data<CardMarksResult>({ intent, id, engagement }, { headers });
    return redirectWithFlash(
      back,
      { type: 'success', key: CARD_MARK_DONE[intent][value ? 'true' : 'false'] },
      { headers },
    );
  } catch (error) {
    if (isAppError(error) && error.statusCode === 401) return toLogin();
    const key = failureKey(error);
    return fail(
      key,
      key === 'adPage.cardMarks.notFound'
        ? 404
        : key === 'adPage.cardMarks.rateLimited'
          ? 429
          : 503,
    );
  }
}
