import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { newPasswordSchema, phoneSchema } from '@repo/domain';
import { z } from 'zod';
import { clearedSessionCookies, readSessionCookies } from '~/entities/session/index.server.ts';
import {
  authFailure,
  completeSignIn,
  flowCookie,
  readFlow,
  verifyFlow,
} from '~/features/auth/index.server.ts';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { getLocale, getT } from '~/shared/i18n/i18n.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { redirectWithFlash } from '~/shared/lib/flash.server.ts';
import { formConstraint } from '~/shared/ui/form/constraint.server.ts';

/** Title and description of an account page, from `auth.<page>.title|description`. */
export async function authPageMeta(
  request: Request,
  page: 'login' | 'register' | 'forgot' | 'maxSentCode' | 'verify' | 'setNewPassword' | 'setPhone',
) {
  const t = await getT(request);
  return {
    title: `${t(`auth.${page}.title`)} | ${t('app.name')}`,
    description: t(`auth.${page}.description`),
  };
}

/** /auth/set-new-password: only after a reset code was verified. */
export async function setNewPasswordLoader({ request }: LoaderFunctionArgs) {
  if (readFlow(request)?.step !== 'set-new-password')
    throw redirect(localizeLike(request, '/forgot-password'));
  return {
    constraint: formConstraint(setNewPasswordForm),
    meta: await authPageMeta(request, 'setNewPassword'),
  };
}

export const setNewPasswordForm = z.object({ password: newPasswordSchema });

export async function setNewPasswordAction({ request, context }: ActionFunctionArgs) {
  const flow = readFlow(request);
  if (flow?.step !== 'set-new-password') throw redirect(localizeLike(request, '/forgot-password'));
  const submission = parseWithZod(await request.formData(), { schema: setNewPasswordForm });
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 });
  try {
    const tokens = await apiClientFor(context).accounts.resetPassword({
      reset_token: flow.resetToken,
      password: submission.value.password,
    });
    return completeSignIn(request, context, tokens, {
      to: flow.redirectTo ?? localizeLike(request, '/'),
      flashKey: 'auth.setNewPassword.done',
    });
  } catch (error) {
    return authFailure(request, submission, error);
  }
}

/** /auth/set-phone: after a Google sign-in whose account has no phone yet. */
export async function setPhoneLoader({ request }: LoaderFunctionArgs) {
  if (readFlow(request)?.step !== 'set-phone') throw redirect(localizeLike(request, '/login'));
  return {
    constraint: formConstraint(setPhoneForm),
    meta: await authPageMeta(request, 'setPhone'),
  };
}

export const setPhoneForm = z.object({ phone: phoneSchema });

export async function setPhoneAction({ request, context }: ActionFunctionArgs) {
  const flow = readFlow(request);
  if (flow?.step !== 'set-phone') throw redirect(localizeLike(request, '/login'));
  const submission = parseWithZod(await request.formData(), { schema: setPhoneForm });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  try {
    const verification = await apiClientFor(context).accounts.setPhone({
      signup_ticket: flow.signupTicket,
      phone: submission.value.phone,
      locale: await getLocale(request),
    });
    return redirect(localizeLike(request, '/auth/verify'), {
      status: 303,
      headers: { 'Set-Cookie': flowCookie(verifyFlow(verification, flow.redirectTo)) },
    });
  } catch (error) {
    return authFailure(request, submission, error);
  }
}

/**
 * POST /logout: ends the session on the API (this device's refresh token family) and
 * forgets the cookies. A GET changes nothing and goes home.
 */
export async function logoutAction({ request, context }: ActionFunctionArgs) {
  const { refreshToken } = readSessionCookies(request);
  if (refreshToken) {
    try {
      await apiClientFor(context).withTokens({ refreshToken }).accounts.logout(context.deviceId);
    } catch {
      // Signing out locally must work even when the API cannot be reached.
    }
  }
  const headers = new Headers();
  for (const cookie of clearedSessionCookies()) headers.append('Set-Cookie', cookie);
  return redirectWithFlash(
    localizeLike(request, '/'),
    { type: 'info', key: 'auth.signedOut' },
    { headers },
  );
}

export function logoutLoader({ request }: LoaderFunctionArgs) {
  return redirect(localizeLike(request, '/'));
}
