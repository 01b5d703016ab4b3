import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { getErrorCode, isAppError } from '@repo/api-client';
import { data, redirect, type ActionFunctionArgs } from '@remix-run/node';
import { getSession, sessionHeaders } from '~/entities/session/index.server.ts';
import { fieldErrorsOf } from '~/shared/api/submit-form.server.ts';
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
import { readChatEmailForm } from '../model/chat-email-form.ts';
import { signedInApi } from '~/shared/api/api-client.server.ts';
import { blockMemberAction } from '~/features/member-block/index.server.ts';

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
    headers: sessionHeaders(session),
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

/**
 * POST /me/settings: the unread-message email on or off (ADR 0041), or block or unblock a
 * member (from a profile, a thread or the list here). Back to the page with a toast.
 */
export async function settingsAction({ request, context }: ActionFunctionArgs) {
  const session = await getSession(request, context);
  requireUser(request, session);
  const init = {
    headers: sessionHeaders(session),
  };
  const form = Object.fromEntries(await request.formData());
  const api = signedInApi(context, session);
  if (form.intent !== 'chat-email') return blockMemberAction(request, form, api, init);
  const back = localizeLike(request, '/me/settings');
  const chatEmail = readChatEmailForm(form);
  if (!chatEmail)
    return redirectWithFlash(back, { type: 'error', key: 'notifications.email.failed' }, init);
  try {
    const saved = await api.accounts.setChatEmail(chatEmail.enabled);
    const key = saved.chat_email ? 'notifications.email.savedOn' : 'notifications.email.savedOff';
    return redirectWithFlash(back, { type: 'success', key }, init);
  } catch (error) {
    if (isAppError(error) && error.statusCode === 401)
      throw redirect(`${localizeLike(request, '/login')}?redirect=${encodeURIComponent(back)}`);
    const key =
      isAppError(error) && error.statusCode !== 0
        ? 'notifications.email.failed'
        : 'errors.noResponse';
    return redirectWithFlash(back, { type: 'error', key }, init);
  }
}
