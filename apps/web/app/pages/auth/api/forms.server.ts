import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { forgotPasswordSchema, loginSchema, registerSchema } from '@repo/domain';
import {
  authFailure,
  completeSignIn,
  finishGoogleSignIn,
  flowCookie,
  isGoogleEnabled,
  loginChallengeOf,
  startGoogleSignIn,
  verifyFlow,
} from '~/features/auth/index.server.ts';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { getLocale } from '~/shared/i18n/i18n.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { safeRedirectPath } from '~/shared/lib/safe-redirect.ts';
import { formConstraint } from '~/shared/ui/form/constraint.server.ts';
import { authPageMeta } from './steps.server.ts';

/** The page to return to after signing in (`?redirect=` from the auth guard), same-site only. */
export function returnPath(request: Request, value?: FormDataEntryValue | null): string {
  const raw = value ?? new URL(request.url).searchParams.get('redirect');
  return safeRedirectPath(typeof raw === 'string' ? raw : null, localizeLike(request, '/'));
}

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
      return redirect(localizeLike(request, '/auth/verify'), {
        status: 303,
        headers: { 'Set-Cookie': flowCookie(flow) },
      });
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
    return redirect(localizeLike(request, '/auth/verify'), {
      status: 303,
      headers: { 'Set-Cookie': flowCookie(flow) },
    });
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
    return redirect(localizeLike(request, '/auth/verify'), {
      status: 303,
      headers: { 'Set-Cookie': flowCookie(verifyFlow(verification)) },
    });
  } catch (error) {
    return authFailure(request, submission, error);
  }
}

/** POST /auth/google starts Google sign-in; GET /auth is where Google sends the visitor back. */
export const googleStartAction = ({ request, context }: ActionFunctionArgs) =>
  startGoogleSignIn(request, context);

export const googleCallbackLoader = ({ request, context }: LoaderFunctionArgs) =>
  finishGoogleSignIn(request, context);

export const toLoginLoader = ({ request }: LoaderFunctionArgs) =>
  redirect(localizeLike(request, '/login'));
