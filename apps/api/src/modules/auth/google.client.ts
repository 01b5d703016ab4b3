import { PERSON_NAME_MAX } from '@repo/domain';
import { HttpError } from '../../plugins/errors.ts';

/** What Google told us about the person (stored in the signup ticket). */
export interface GoogleIdentity {
  sub: string;
  /** Only a verified address is kept. */
  email: string | null;
  firstName: string;
  lastName: string;
}

/** Where Google is asked, and the OAuth client our tokens must have been issued to. */
export interface GoogleEndpoints {
  userinfoUrl: string;
  tokeninfoUrl: string;
  /** The web app's client id; without it no token can be checked (503). */
  clientId: string | undefined;
}

const GOOGLE_TIMEOUT_MS = 10_000;

export const googleFailed = () =>
  new HttpError(401, 'GOOGLE_FAILED', 'Google did not confirm this account.');

const clip = (value: unknown) =>
  typeof value === 'string' ? value.trim().slice(0, PERSON_NAME_MAX) : '';

/** A JSON answer from Google (null body when it is not JSON); 503 when Google cannot be reached. */
async function askGoogle(
  url: string | URL,
  init: RequestInit = {},
): Promise<{ ok: boolean; body: Record<string, unknown> | null }> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
      signal: AbortSignal.timeout(GOOGLE_TIMEOUT_MS),
    });
  } catch {
    throw new HttpError(
      503,
      'SERVICE_UNAVAILABLE',
      'Google could not be reached. Please try again.',
    );
  }
  const body: unknown = await response.json().catch(() => null);
  const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
  return { ok: response.ok, body: isObject ? (body as Record<string, unknown>) : null };
}

/**
 * Checks at Google's tokeninfo endpoint that the access token was issued to our client
 * (`aud` or `azp`) and has not expired: a token another app obtained must not sign in here.
 */
export async function checkGoogleAudience(
  tokeninfoUrl: string,
  clientId: string,
  accessToken: string,
): Promise<void> {
  const url = new URL(tokeninfoUrl);
  url.searchParams.set('access_token', accessToken);
  const { ok, body } = await askGoogle(url);
  if (!ok || !body) throw googleFailed();
  if (body.aud !== clientId && body.azp !== clientId) throw googleFailed();
  // Google writes numbers as strings here ("3599"); absent means it did not say.
  if (body.expires_in !== undefined && body.expires_in !== null) {
    const left = Number(body.expires_in);
    if (!Number.isFinite(left) || left <= 0) throw googleFailed();
  }
}

/** Asks Google's userinfo endpoint who holds the access token. */
export async function fetchGoogleIdentity(
  url: string,
  accessToken: string,
): Promise<GoogleIdentity> {
  const { ok, body } = await askGoogle(url, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  if (!ok || !body || typeof body.sub !== 'string' || !body.sub || body.sub.length > 255) {
    throw googleFailed();
  }
  const verified = body.email_verified === true || body.email_verified === 'true';
  const email =
    verified &&
    typeof body.email === 'string' &&
    body.email.length <= 254 &&
    body.email.includes('@')
      ? body.email.trim().toLowerCase()
      : null;
  const [first = '', ...rest] = clip(body.name).split(/\s+/);
  return {
    sub: body.sub,
    email,
    firstName: clip(body.given_name) || first,
    lastName: clip(body.family_name) || rest.join(' ').slice(0, PERSON_NAME_MAX),
  };
}

/**
 * The person behind a Google access token, once Google confirmed the token is ours:
 * 401 GOOGLE_FAILED for anything Google does not confirm, 503 without a client id or when
 * Google cannot be reached.
 */
export async function verifyGoogleToken(
  google: GoogleEndpoints,
  accessToken: string,
): Promise<GoogleIdentity> {
  // Only visible ASCII can travel in a header; anything else is not a Google token.
  if (!/^[\x21-\x7e]+$/.test(accessToken)) throw googleFailed();
  if (!google.clientId) {
    throw new HttpError(
      503,
      'SERVICE_UNAVAILABLE',
      'Google sign-in is not set up on this server: it has no Google client id to check tokens against.',
    );
  }
  await checkGoogleAudience(google.tokeninfoUrl, google.clientId, accessToken);
  return fetchGoogleIdentity(google.userinfoUrl, accessToken);
}
