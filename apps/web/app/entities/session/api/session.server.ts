import { isAppError } from '@repo/api-client';
import type { User } from '@repo/domain';
import type { AppLoadContext } from '@remix-run/node';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { registerDevice } from './device.server.ts';
import {
  clearedSessionCookies,
  readSessionCookies,
  tokenCookies,
} from './session-cookies.server.ts';

export interface Session {
  /** Spec §4: the session's word when the API answered, else whether an access token cookie exists. */
  loggedIn: boolean;
  user: User | null;
  accessToken?: string;
  /** Cookies to send with the response (renewed tokens, or a local logout). */
  setCookie: string[];
}

/** A renewal answered below 500 is final (spec §8): the refresh token is no good. */
const isFinal = (error: unknown) =>
  isAppError(error) && error.statusCode >= 400 && error.statusCode < 500;

async function loadSession(request: Request, context: AppLoadContext): Promise<Session> {
  const cookies = readSessionCookies(request);
  const api = apiClientFor(context);
  let accessToken = cookies.accessToken;
  let setCookie: string[] = [];
  const signedOut = (): Session => ({
    loggedIn: false,
    user: null,
    setCookie: clearedSessionCookies(),
  });
  /** Signed in as far as the cookies tell, without the user: the API is down or slow. */
  const unsure = (): Session => ({
    loggedIn: Boolean(accessToken),
    user: null,
    accessToken,
    setCookie,
  });

  /** Renews with the refresh token. */
  async function renew(): Promise<'renewed' | 'over' | 'unavailable'> {
    if (!cookies.refreshToken) return 'over';
    try {
      const tokens = await api
        .withTokens({ refreshToken: cookies.refreshToken })
        .accounts.refresh();
      accessToken = tokens.access_token;
      setCookie = tokenCookies(tokens);
      await registerDevice(request, context, tokens.access_token);
      return 'renewed';
    } catch (error) {
      return isFinal(error) ? 'over' : 'unavailable';
    }
  }

  async function me(): Promise<User> {
    return api.withTokens({ accessToken }).accounts.me();
  }

  if (!accessToken) {
    if (!cookies.refreshToken) return { loggedIn: false, user: null, setCookie };
    const renewal = await renew();
    if (renewal === 'over') return signedOut();
    if (renewal === 'unavailable') return unsure();
  }
  try {
    return { loggedIn: true, user: await me(), accessToken, setCookie };
  } catch (error) {
    if (!(isAppError(error) && error.statusCode === 401)) return unsure();
  }
  // Expired or revoked: one renewal, then the answer is final.
  const renewal = await renew();
  if (renewal === 'over') return signedOut();
  if (renewal === 'unavailable') return unsure();
  try {
    return { loggedIn: true, user: await me(), accessToken, setCookie };
  } catch (error) {
    return isAppError(error) && error.statusCode === 401 ? signedOut() : unsure();
  }
}

const sessions = new WeakMap<AppLoadContext, Promise<Session>>();

/**
 * The visitor's session for this request, loaded once however many loaders ask (the root
 * loader and the guards run side by side). An expired access token is renewed here, so a
 * browser without JavaScript stays signed in too.
 */
export function getSession(request: Request, context: AppLoadContext): Promise<Session> {
  let session = sessions.get(context);
  if (!session) {
    // The page all members share (ADR 0025): signed in, nobody in particular, the API asked
    // as a visitor (each member's likes are filled in afterwards).
    session = context.memberTemplate
      ? Promise.resolve({ loggedIn: true, user: null, setCookie: [] })
      : loadSession(request, context);
    sessions.set(context, session);
  }
  return session;
}

/** The session's renewed cookies as response headers (an action's answer or redirect carries them). */
export function sessionHeaders(session: Pick<Session, 'setCookie'>): [string, string][] {
  return session.setCookie.map((cookie): [string, string] => ['Set-Cookie', cookie]);
}
