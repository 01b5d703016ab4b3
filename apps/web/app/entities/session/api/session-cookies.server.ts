import { COOKIE_MAX_AGE, type TokenSet } from '@repo/domain';
import { readCookie } from '~/shared/lib/cookies.ts';
import { serverEnv } from '~/shared/config/env.server.ts';

/**
 * The session's cookies (spec §3, §9): the tokens HttpOnly; `token_expire_at`, `scope` and
 * `token_lifetime` readable by the page (the leader tab schedules renewal from them).
 */
export const SESSION_COOKIES = [
  'access_token',
  'refresh_token',
  'token_expire_at',
  'token_lifetime',
  'scope',
  'stores',
] as const;

const EIGHT_HOURS = 8 * 60 * 60;

function cookie(name: string, value: string, maxAge: number, httpOnly: boolean): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(maxAge))}`,
    'SameSite=Lax',
    httpOnly ? 'HttpOnly' : '',
    serverEnv.secureCookies ? 'Secure' : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** Set-Cookie values that store a token set received now. */
export function tokenCookies(tokens: TokenSet, now = Date.now()): string[] {
  const expireAt = now + tokens.expires_in * 1000;
  return [
    cookie('access_token', tokens.access_token, tokens.expires_in, true),
    cookie('refresh_token', tokens.refresh_token, COOKIE_MAX_AGE.oneYear, true),
    cookie('token_expire_at', String(expireAt), COOKIE_MAX_AGE.oneYear, false),
    cookie('token_lifetime', String(tokens.expires_in), EIGHT_HOURS, false),
    cookie('scope', tokens.scope, EIGHT_HOURS, false),
  ];
}

/** The user's store ids, for the visit-store guard (1 year, like the other account cookies). */
export function storesCookie(ids: readonly string[]): string {
  return cookie('stores', JSON.stringify(ids), COOKIE_MAX_AGE.oneYear, false);
}

/** Set-Cookie values that forget the session (a local logout). */
export function clearedSessionCookies(): string[] {
  return SESSION_COOKIES.map((name) =>
    cookie(name, '', 0, name === 'access_token' || name === 'refresh_token'),
  );
}

export function readSessionCookies(request: Request) {
  const header = request.headers.get('cookie');
  return {
    accessToken: readCookie(header, 'access_token') || undefined,
    refreshToken: readCookie(header, 'refresh_token') || undefined,
    deviceId: readCookie(header, 'device_id') || undefined,
  };
}
