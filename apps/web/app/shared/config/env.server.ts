import { SESSION_DELAYS } from '@repo/domain';
import { z } from 'zod';

/**
 * The web app's settings: the one place it reads its environment, checked when the server
 * starts. A value that is set but wrong (a negative cache time, a base that is not a URL)
 * stops the start with the variable's name, instead of running with a guess. `server.js`
 * reads the few the Express server needs before the app is loaded (PORT, HOST, TRUST_PROXY,
 * DEV_ROUTES, PUBLIC_URL). Every variable is in the README's table.
 */

/** An unset or empty variable takes the default. */
const unset = (value: unknown) => (value === '' ? undefined : value);
const millis = (fallback: number) =>
  z.preprocess(unset, z.coerce.number().min(0).default(fallback));
const url = z.preprocess(unset, z.url().optional());

const schema = z.object({
  NODE_ENV: z.string().optional(),
  INSECURE_COOKIES: z.string().optional(),
  API_URL: url,
  API_PORT: z.preprocess(unset, z.coerce.number().int().min(1).max(65_535).default(3001)),
  API_BASE_URL: url,
  AUTH_BASE_URL: url,
  NOTIFICATION_BASE_URL: url,
  REFERENCE_CACHE_TTL_MS: millis(5 * 60_000),
  AD_PAGE_CACHE_TTL_MS: millis(5_000),
  ROUTE_RULES_TTL_MS: millis(30_000),
  PAGE_CACHE_SECONDS: z.preprocess(unset, z.coerce.number().min(0).default(5)),
  API_TIMEOUT_MS: millis(8_000),
  PUBLIC_URL: url,
  SESSION_SECRETS: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().default(''),
  GOOGLE_CLIENT_SECRET: z.string().default(''),
  GOOGLE_AUTHORIZATION_URL: z.preprocess(
    unset,
    z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  ),
  GOOGLE_TOKEN_URL: z.preprocess(unset, z.url().default('https://oauth2.googleapis.com/token')),
  GOOGLE_USERINFO_URL: z.preprocess(
    unset,
    z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  ),
  SESSION_DELAY_USER_LOGIN: millis(SESSION_DELAYS.userLogin),
  SESSION_DELAY_MANAGE_STORE: millis(SESSION_DELAYS.manageStore),
  SESSION_DELAY_RETRY: millis(SESSION_DELAYS.retry),
  SESSION_DELAY_RENEW_TOKEN: millis(SESSION_DELAYS.renewToken),
  SESSION_DELAY_BADGES: millis(SESSION_DELAYS.badges),
  // The map's tiles (ADR 0047): an http(s) address with {z}, {x} and {y} in it.
  MAP_TILE_URL: z.preprocess(
    unset,
    z
      .string()
      .regex(/^https?:\/\/[^\s"'<>]+$/, 'an http(s) address')
      .refine(
        (value) => ['{z}', '{x}', '{y}'].every((part) => value.includes(part)),
        'must hold {z}, {x} and {y}',
      )
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  ),
  npm_package_version: z.string().default('0.0.0'),
});

/** The settings from an environment; throws one error naming every variable that is wrong. */
export function readServerEnv(env: Record<string, string | undefined>) {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    const error = new Error(
      `The web server's environment is not valid:\n  ${problems.join('\n  ')}`,
    );
    // server.js prints such an error as a message, without a stack, and stops.
    error.name = 'ServerEnvError';
    throw error;
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const apiOrigin = (e.API_URL ?? `http://127.0.0.1:${e.API_PORT}`).replace(/\/$/, '');
  const secrets = (e.SESSION_SECRETS ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return {
    isProduction,
    /** Cookies carry Secure in production unless INSECURE_COOKIES=true (local http runs). */
    secureCookies: isProduction && e.INSECURE_COOKIES !== 'true',
    /** Each base can live on its own deployment; by default all three share the API origin. */
    apiBases: {
      api: e.API_BASE_URL ?? `${apiOrigin}/api`,
      auth: e.AUTH_BASE_URL ?? `${apiOrigin}/auth`,
      notification: e.NOTIFICATION_BASE_URL ?? `${apiOrigin}/notification`,
    },
    /** How long categories and locations are reused before they are fetched again (ms). */
    referenceCacheTtlMs: e.REFERENCE_CACHE_TTL_MS,
    /**
     * How long a visitor's ad page reuses the public ad and its similar ads (ms; 0: never). The
     * view count is always fresh; members always get the ad as it is (their likes and saves).
     */
    adPageCacheTtlMs: e.AD_PAGE_CACHE_TTL_MS,
    /** How long the redirect rules are reused before they are fetched again (ms). */
    routeRulesTtlMs: e.ROUTE_RULES_TTL_MS,
    /**
     * How long the web server shares a page every anonymous visitor sees alike (an ad, a
     * category, the home page) between those visitors (seconds; 0: never). ADR 0011.
     */
    pageCacheSeconds: e.PAGE_CACHE_SECONDS,
    apiTimeoutMs: e.API_TIMEOUT_MS,
    /** The public address for canonical and hreflang links (e.g. https://psar.com.kh); default: the request's. */
    publicOrigin: e.PUBLIC_URL?.replace(/\/$/, '') || undefined,
    /**
     * Secrets that sign cookies (OAuth state), comma-separated, newest first: old ones keep
     * verifying while a new one is rolled out. A random one per process if unset (dev, tests).
     */
    cookieSecrets: secrets.length ? secrets : [crypto.randomUUID()],
    /** Google sign-in; off unless the client id and secret are set. Endpoints are configurable. */
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      authorizationUrl: e.GOOGLE_AUTHORIZATION_URL,
      tokenUrl: e.GOOGLE_TOKEN_URL,
      userInfoUrl: e.GOOGLE_USERINFO_URL,
    },
    /** Session timing (ms): SESSION_DELAY_USER_LOGIN, _MANAGE_STORE, _RETRY, _RENEW_TOKEN, _BADGES. */
    sessionDelays: {
      userLogin: e.SESSION_DELAY_USER_LOGIN,
      manageStore: e.SESSION_DELAY_MANAGE_STORE,
      retry: e.SESSION_DELAY_RETRY,
      renewToken: e.SESSION_DELAY_RENEW_TOKEN,
      badges: e.SESSION_DELAY_BADGES,
    },
    /** The map tiles' address ({z}/{x}/{y}), handed to the pages with a map (ADR 0047). */
    mapTileUrl: e.MAP_TILE_URL,
    /** Sent to the API with a device (`app_version`). */
    appVersion: e.npm_package_version,
  };
}

export type ServerEnv = ReturnType<typeof readServerEnv>;

export const serverEnv: ServerEnv = readServerEnv(process.env);
