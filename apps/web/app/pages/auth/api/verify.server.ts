import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { codeSchema } from '@repo/domain';
import { z } from 'zod';
import { getSession } from '~/entities/session/index.server.ts';
import {
  authFailure,
  clearFlowCookie,
  completeSignIn,
  flowCookie,
  readFlow,
  verifyFlow,
} from '~/features/auth/index.server.ts';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { getLocale } from '~/shared/i18n/i18n.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { authPageMeta } from './steps.server.ts';
import { redirectWithFlash } from '~/shared/lib/flash.server.ts';
import { formConstraint } from '~/shared/ui/form/constraint.server.ts';

export const verifyForm = z.object({ code: codeSchema });

/** /auth/verify and the phone-change confirmation: where the code went and when a new one may be sent. */
export async function verifyLoader({ request }: LoaderFunctionArgs) {
  const flow = readFlow(request);
  const meta = await authPageMeta(request, 'verify');
  const constraint = formConstraint(verifyForm);
  if (flow?.step !== 'verify') return { verification: null, resendIn: 0, constraint, meta };
  const { channel, target_hint, purpose } = flow.verification;
  return {
    verification: { channel, target_hint, purpose },
    resendIn: Math.max(0, Math.ceil((flow.resendAt - Date.now()) / 1000)),
    constraint,
    meta,
  };
}

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
        return redirect(localizeLike(request, '/auth/set-new-password'), {
          status: 303,
          headers: {
            'Set-Cookie': flowCookie({
              step: 'set-new-password',
              resetToken: result.reset_token,
              redirectTo: flow.redirectTo,
            }),
          },
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
