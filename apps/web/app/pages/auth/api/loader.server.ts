import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { forgotPasswordSchema, loginSchema, registerSchema } from '@repo/domain';
import { finishGoogleSignIn, isGoogleEnabled, readFlow } from '~/features/auth/index.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { formConstraint } from '~/shared/ui/form/constraint.server.ts';
import {
  authPageMeta,
  flowAt,
  setNewPasswordForm,
  setPhoneForm,
  verifyForm,
} from './forms.server.ts';

const PAGE_SCHEMAS = {
  login: loginSchema,
  register: registerSchema,
  forgot: forgotPasswordSchema,
  maxSentCode: undefined,
};

/**
 * The loader of a simple account page: its meta, the page to return to, Google's state and
 * its form's constraint attributes (from the schema its action checks).
 */
export function authPageLoader(page: 'login' | 'register' | 'forgot' | 'maxSentCode') {
  const schema = PAGE_SCHEMAS[page];
  return async ({ request }: LoaderFunctionArgs) => {
    return {
      redirectTo: new URL(request.url).searchParams.get('redirect') ?? '',
      googleEnabled: isGoogleEnabled(),
      googleFailed: new URL(request.url).searchParams.get('error') === 'google',
      constraint: schema ? formConstraint(schema) : undefined,
      meta: await authPageMeta(request, page),
    };
  };
}

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

/** /auth/set-new-password: only after a reset code was verified. */
export async function setNewPasswordLoader({ request }: LoaderFunctionArgs) {
  flowAt(request, 'set-new-password', '/forgot-password');
  return {
    constraint: formConstraint(setNewPasswordForm),
    meta: await authPageMeta(request, 'setNewPassword'),
  };
}

/** /auth/set-phone: after a Google sign-in whose account has no phone yet. */
export async function setPhoneLoader({ request }: LoaderFunctionArgs) {
  flowAt(request, 'set-phone', '/login');
  return {
    constraint: formConstraint(setPhoneForm),
    meta: await authPageMeta(request, 'setPhone'),
  };
}

/** GET /auth is where Google sends the visitor back (POST /auth/google started it). */
export const googleCallbackLoader = ({ request, context }: LoaderFunctionArgs) =>
  finishGoogleSignIn(request, context);

export const toLoginLoader = ({ request }: LoaderFunctionArgs) =>
  redirect(localizeLike(request, '/login'));

export function logoutLoader({ request }: LoaderFunctionArgs) {
  return redirect(localizeLike(request, '/'));
}
