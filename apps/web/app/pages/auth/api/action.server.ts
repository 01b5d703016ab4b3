import { parseWithZod } from '@conform-to/zod/v4';
import { data, type ActionFunctionArgs } from '@remix-run/node';
import { forgotPasswordSchema, loginSchema, registerSchema } from '@repo/domain';
import { z } from 'zod';
import {
  clearedSessionCookies,
  getSession,
  readSessionCookies,
} from '~/entities/session/index.server.ts';
import {
  authFailure,
  clearFlowCookie,
  completeSignIn,
  flowCookie,
  loginChallengeOf,
  readFlow,
  startGoogleSignIn,
  toFlowStep,
  verifyFlow,
} from '~/features/auth/index.server.ts';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { getLocale } from '~/shared/i18n/i18n.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { redirectWithFlash } from '~/shared/lib/flash.server.ts';
import {
  flowAt,
  returnPath,
  setNewPasswordForm,
  setPhoneForm,
  verifyForm,
} from './forms.server.ts';

/** /login: phone or email and password. */
export async function loginAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 });
  try {
    const tokens = await apiClientFor(context).accounts.login(submission.value);
    return completeSignIn(request, context, tokens, {
      to: returnPath(request, formData.get('redirect')),
      flashKey: 'auth.signedIn',
    });
  } catch (error) {
    // An account under attack, signed in to from a new device: the code confirms it (ADR 0021).
    const challenge = loginChallengeOf(error);
    if (challenge) {
      const flow = verifyFlow(challenge, returnPath(request, formData.get('redirect')));
      return toFlowStep(request, '/auth/verify', flow);
    }
    return authFailure(request, submission, error);
  }
}

/** /register: creates the account and sends a code; the code is entered on /auth/verify. */
export async function registerAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: registerSchema });
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 });
  try {
    const verification = await apiClientFor(context).accounts.register({
      ...submission.value,
      locale: await getLocale(request),
    });
    const flow = verifyFlow(verification, returnPath(request, formData.get('redirect')));
    return toFlowStep(request, '/auth/verify', flow);
  } catch (error) {
    return authFailure(request, submission, error);
  }
}

/** /forgot-password: a code to the phone or email; the answer never tells whether an account exists. */
export async function forgotPasswordAction({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  try {
    const verification = await apiClientFor(context).accounts.forgotPassword({
      ...submission.value,
      locale: await getLocale(request),
    });
    return toFlowStep(request, '/auth/verify', verifyFlow(verification));
  } catch (error) {
    return authFailure(request, submission, error);
  }
}

/** POST /auth/google starts Google sign-in; GET /auth is where Google sends the visitor back. */
export const googleStartAction = ({ request, context }: ActionFunctionArgs) =>
  startGoogleSignIn(request, context);

/** Checks the code (intent `verify`) or sends a new one (intent `resend`). */
export async function verifyAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const flow = readFlow(request);
  const resend = formData.get('intent') === 'resend';
  // A resend posts no code: its answer must not complain about one.
  const submission = parseWithZod(formData, { schema: resend ? z.object({}) : verifyForm });
  if (flow?.step !== 'verify')
    return data(
      { result: submission.reply({ formErrors: ['auth.verify.missing'] }) },
      { status: 400 },
    );
  const { ticket } = flow.verification;
  const session = await getSession(request, context);
  const api = apiClientFor(context).withTokens({ accessToken: session.accessToken });

  if (resend) {
    try {
      const verification = await api.accounts.resend({ ticket, locale: await getLocale(request) });
      return redirectWithFlash(
        new URL(request.url).pathname,
        { type: 'info', key: 'auth.verify.resent' },
        { headers: { 'Set-Cookie': flowCookie(verifyFlow(verification, flow.redirectTo)) } },
      );
    } catch (error) {
      return authFailure(request, submission, error);
    }
  }
  const code = verifyForm.safeParse(submission.payload);
  if (submission.status !== 'success' || !code.success)
    return data({ result: submission.reply() }, { status: 400 });

  try {
    const result = await api.accounts.verify({ ticket, code: code.data.code });
    switch (result.purpose) {
      case 'register':
        return completeSignIn(request, context, result.token, {
          to: flow.redirectTo ?? localizeLike(request, '/'),
          flashKey: 'auth.register.created',
        });
      case 'set_phone':
      case 'login':
        return completeSignIn(request, context, result.token, {
          to: flow.redirectTo ?? localizeLike(request, '/'),
          flashKey: 'auth.signedIn',
        });
      case 'reset_password':
        return toFlowStep(request, '/auth/set-new-password', {
          step: 'set-new-password',
          resetToken: result.reset_token,
          redirectTo: flow.redirectTo,
        });
      case 'change_phone':
        return redirectWithFlash(
          localizeLike(request, '/me/settings'),
          { type: 'success', key: 'settings.phone.changed' },
          { headers: { 'Set-Cookie': clearFlowCookie() } },
        );
    }
  } catch (error) {
    return authFailure(request, submission, error);
  }
}

export async function setNewPasswordAction({ request, context }: ActionFunctionArgs) {
  const flow = flowAt(request, 'set-new-password', '/forgot-password');
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

export async function setPhoneAction({ request, context }: ActionFunctionArgs) {
  const flow = flowAt(request, 'set-phone', '/login');
  const submission = parseWithZod(await request.formData(), { schema: setPhoneForm });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  try {
    const verification = await apiClientFor(context).accounts.setPhone({
      signup_ticket: flow.signupTicket,
      phone: submission.value.phone,
      locale: await getLocale(request),
    });
    return toFlowStep(request, '/auth/verify', verifyFlow(verification, flow.redirectTo));
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
