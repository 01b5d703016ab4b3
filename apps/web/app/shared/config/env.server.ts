import { SESSION_DELAYS } from '@repo/domain';

/** The web server's settings, read once from the environment. */
function numberFrom(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed >= 0
    ? parsed
    : fallback;
}

/** A comma-separated list, or undefined when empty. */
function listFrom(value: string | undefined): string[] | undefined {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length ? items : undefined;
}

const apiOrigin = (
  process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3001}`
).replace(/\/$/, '');

export const serverEnv = {
  isProduction: process.env.NODE_ENV === 'production',
  /** Each base can live on its own deployment; by default all three share the API origin. */
  apiBases: {
    api: process.env.API_BASE_URL ?? `${apiOrigin}/api`,
    auth: process.env.AUTH_BASE_URL ?? `${apiOrigin}/auth`,
    notification: process.env.NOTIFICATION_BASE_URL ?? `${apiOrigin}/notification`,
  },
  /** How long categories and locations are reused before they are fetched again (ms). */
  referenceCacheTtlMs: numberFrom(process.env.REFERENCE_CACHE_TTL_MS, 5 * 60_000),
  /**
   * How long a visitor's ad page reuses the public ad and its similar ads (ms; 0: never). The
   * view count is always fresh; members always get the ad as it is (their likes and saves).
   */
  adPageCacheTtlMs: numberFrom(process.env.AD_PAGE_CACHE_TTL_MS, 5_000),
  /**
   * How long the web server shares a page every anonymous visitor sees alike (an ad, a
   * category, the home page) between those visitors (seconds; 0: never). ADR 0011.
   */
  pageCacheSeconds: numberFrom(process.env.PAGE_CACHE_SECONDS, 5),
  apiTimeoutMs: numberFrom(process.env.API_TIMEOUT_MS, 8_000),
  /** The public address for canonical and hreflang links (e.g. https://psar.com.kh); default: the request's. */
  publicOrigin: process.env.PUBLIC_URL?.replace(/\/$/, '') || undefined,
  /**
   * Secrets that sign cookies (OAuth state), comma-separated, newest first: old ones keep
   * verifying while a new one is rolled out. A random one per process if unset (dev, tests).
   */
  cookieSecrets: listFrom(process.env.SESSION_SECRETS) ?? [crypto.randomUUID()],
  /** Google sign-in; off unless the client id and secret are set. Endpoints are configurable. */
  google: {
    clientId: process.env.GOOGLE_CLIENT_ID ?? '',
    clientSecret: process.env.GOOGLE_CLIENT_SECRET ?? '',
    authorizationUrl:
      process.env.GOOGLE_AUTHORIZATION_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: process.env.GOOGLE_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
    userInfoUrl:
      process.env.GOOGLE_USERINFO_URL ?? 'https://openidconnect.googleapis.com/v1/userinfo',
  },
  /** Session timing (ms): SESSION_DELAY_USER_LOGIN, _MANAGE_STORE, _RETRY, _RENEW_TOKEN, _BADGES. */
  sessionDelays: {
    userLogin: numberFrom(process.env.SESSION_DELAY_USER_LOGIN, SESSION_DELAYS.userLogin),
    manageStore: numberFrom(process.env.SESSION_DELAY_MANAGE_STORE, SESSION_DELAYS.manageStore),
    retry: numberFrom(process.env.SESSION_DELAY_RETRY, SESSION_DELAYS.retry),
    renewToken: numberFrom(process.env.SESSION_DELAY_RENEW_TOKEN, SESSION_DELAYS.renewToken),
    badges: numberFrom(process.env.SESSION_DELAY_BADGES, SESSION_DELAYS.badges),
  },
};
