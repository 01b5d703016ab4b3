import { createCookieSessionStorage, redirect, type AppLoadContext } from '@remix-run/node';
import { Authenticator } from 'remix-auth';
import { GoogleStrategy } from 'remix-auth-google';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { serverEnv } from '~/shared/config/env.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { flowCookie } from './auth-flow.server.ts';
import { completeSignIn } from './sign-in.server.ts';

/** Google's endpoints, configurable so tests (and a proxy) can stand in for Google. */
const google = serverEnv.google;

/** remix-auth keeps the OAuth `state` in this short-lived cookie between leaving and coming back. */
const stateStorage = createCookieSessionStorage({
  cookie: {
    name: 'oauth_state',
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: 600,
    secrets: serverEnv.cookieSecrets,
    secure: serverEnv.secureCookies,
  },
});

export const isGoogleEnabled = () => Boolean(google.clientId && google.clientSecret);

/**
 * A Google strategy for this request: the callback is `/auth` on our public origin, and
 * the verify step hands Google's access token to the API, which reads the profile itself
 * (never trusting ours) and answers with tokens or a set-phone ticket.
 */
function authenticatorFor(request: Request, context: AppLoadContext) {
  const origin = serverEnv.publicOrigin ?? new URL(request.url).origin;
  const strategy = new GoogleStrategy(
    {
      clientID: google.clientId,
      clientSecret: google.clientSecret,
      callbackURL: `${origin}/auth`,
      scope: ['openid', 'email', 'profile'],
      prompt: 'select_account',
    },
    async ({ accessToken }) => {
      const result = await apiClientFor(context).accounts.google(accessToken);
      if (result.status === 'signed_in') {
        throw await completeSignIn(request, context, result.token, {
          to: localizeLike(request, '/'),
          flashKey: 'auth.signedIn',
        });
      }
      throw redirect(localizeLike(request, '/auth/set-phone'), {
        headers: {
          'Set-Cookie': flowCookie({ step: 'set-phone', signupTicket: result.signup_ticket }),
        },
      });
    },
  );
  // remix-auth-google 2 fixes Google's addresses; ours come from the environment.
  Object.assign(strategy, {
    authorizationURL: google.authorizationUrl,
    tokenURL: google.tokenUrl,
    userInfoURL: google.userInfoUrl,
  });
  const authenticator = new Authenticator(stateStorage, { throwOnError: true });
  authenticator.use(strategy);
  return authenticator;
}

/** Back to /login, which explains the failure beside the Google button (it stays until read). */
function googleFailed(request: Request) {
  return redirect(`${localizeLike(request, '/login')}?error=google`, { status: 303 });
}

/** POST /auth/google: off to Google's consent screen. */
export async function startGoogleSignIn(request: Request, context: AppLoadContext) {
  if (!isGoogleEnabled()) return googleFailed(request);
  try {
    await authenticatorFor(request, context).authenticate('google', request);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
  }
  return googleFailed(request);
}

/** GET /auth?code&state: Google sent the visitor back. Anything else goes to /login. */
export async function finishGoogleSignIn(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  if (!isGoogleEnabled() || !url.searchParams.has('state'))
    return redirect(localizeLike(request, '/login'));
  try {
    await authenticatorFor(request, context).authenticate('google', request);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
  }
  return googleFailed(request);
}
