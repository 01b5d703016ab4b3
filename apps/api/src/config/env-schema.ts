import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_LIMITS, LOGIN_THROTTLE } from '@repo/domain';
import { z } from 'zod';

/**
 * The API's environment variables, one list with each one's meaning and default (its rules
 * between variables and the values derived from them are in env.ts).
 */

/** The repository root: the default data folder lives there, whichever folder a command runs in. */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** pnpm runs package scripts inside the package; a relative path means the folder the user typed it in. */
export const invokedFrom = () => process.env.INIT_CWD ?? process.cwd();

/** Base paths must start with a slash and carry no trailing slash. */
const basePath = z
  .string()
  .regex(
    /^\/[A-Za-z0-9/_-]*[A-Za-z0-9_-]$/,
    'a base path like /api (leading slash, no trailing slash)',
  );

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_HOST: z.string().default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  /** PostgreSQL connection string; when unset the embedded PGlite database is used. */
  DATABASE_URL: z.string().url().optional(),
  /** The PGlite data folder (ignored when DATABASE_URL is set); default `<repo>/.data`. */
  DATA_DIR: z
    .string()
    .default(resolve(REPO_ROOT, '.data'))
    .transform((dir) =>
      dir.startsWith('memory://') || isAbsolute(dir) ? dir : resolve(invokedFrom(), dir),
    ),
  API_BASE_PATH: basePath.default('/api'),
  AUTH_BASE_PATH: basePath.default('/auth'),
  NOTIFICATION_BASE_PATH: basePath.default('/notification'),
  /** How long a serialised category list is reused before it is read again. 0 turns caching off. */
  CATEGORY_CACHE_TTL_MS: z.coerce.number().int().min(0).default(60_000),
  /** When set, districts and communes are imported from this gazetteer folder at start-up. */
  GAZETTEER_DIR: z.string().optional(),
  /** Feedback and contact messages allowed per device and per IP in MESSAGE_WINDOW_MS. */
  MESSAGE_LIMIT_PER_DEVICE: z.coerce.number().int().min(1).default(5),
  MESSAGE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  MESSAGE_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(60 * 60 * 1000),
  /** Proxies whose X-Forwarded-For is believed (the web server); comma-separated addresses. */
  TRUST_PROXY: z.string().default('127.0.0.1,::1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Accounts: access tokens live this long; refresh tokens this long unless rotated first. */
  ACCESS_TOKEN_TTL_S: z.coerce.number().int().min(60).default(3600),
  REFRESH_TOKEN_TTL_S: z.coerce
    .number()
    .int()
    .min(60)
    .default(365 * 24 * 3600),
  /**
   * A refresh token used again within this many seconds, from the same device, gets a new pair
   * in the same session instead of ending it (parallel renewals of one page load); 0 = strict.
   */
  REFRESH_REUSE_GRACE_S: z.coerce.number().int().min(0).max(300).default(10),
  /**
   * Sign-in attempts per IP per minute (AUTH_LIMITS.loginPerIpPerMinute); raised only where every
   * client shares one address, like the browser tests.
   */
  LOGIN_LIMIT_PER_IP_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(AUTH_LIMITS.loginPerIpPerMinute),
  /**
   * Failed sign-ins one address may make (on all accounts) in an hour before its attempts are
   * delayed (LOGIN_THROTTLE, ADR 0021); raised only where every client shares one address.
   */
  LOGIN_FREE_FAILURES_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(1)
    .default(LOGIN_THROTTLE.freeFailuresPerAddress),
  /** Failed sign-ins in an hour after which a new device needs a code too (ADR 0021). */
  LOGIN_CODE_AFTER_FAILURES: z.coerce
    .number()
    .int()
    .min(1)
    .default(LOGIN_THROTTLE.codeAfterAccountFailures),
  /**
   * Least time between two codes to one phone or email (AUTH_LIMITS.resendIntervalMs); shortened
   * only where one test walks through several code flows for the same number in a minute.
   */
  CODE_RESEND_INTERVAL_MS: z.coerce.number().int().min(0).default(AUTH_LIMITS.resendIntervalMs),
  /**
   * Codes sent per client IP per hour, whatever the phone or email (against SMS pumping); raised
   * only where every client shares one address, like the browser tests.
   */
  CODE_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /**
   * How codes reach people: `smtp` (email) and `http` (an SMS gateway) send them; `console`
   * prints them on the API's console (the operator's terminal, never an HTTP answer); `outbox`
   * stores them for development and tests (DEV_ROUTES only: read with GET {api}/dev/outbox or
   * `pnpm --filter @repo/api outbox`); `off` sends none (sign-up and password reset answer 503).
   * Default: `outbox` with DEV_ROUTES, else `console` (ADR 0021).
   */
  EMAIL_TRANSPORT: z.enum(['console', 'outbox', 'smtp', 'off']).optional(),
  /** e.g. smtp://user:pass@mail.example.com:587 (needed when EMAIL_TRANSPORT=smtp). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Psar <no-reply@psar.com.kh>'),
  /** `http` POSTs `{ to, text }` to SMS_URL; `console`, `outbox` and `off` as for email. */
  SMS_TRANSPORT: z.enum(['console', 'outbox', 'http', 'off']).optional(),
  SMS_URL: z.string().url().optional(),
  /** Sent as `Authorization: Bearer <key>` to SMS_URL. */
  SMS_API_KEY: z.string().optional(),
  /** Where a Google access token is exchanged for the user's profile. */
  GOOGLE_USERINFO_URL: z.string().url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  /** Where an access token's audience is checked (it must have been issued to GOOGLE_CLIENT_ID). */
  GOOGLE_TOKENINFO_URL: z.string().url().default('https://oauth2.googleapis.com/tokeninfo'),
  /** The web app's Google OAuth client id; when unset, Google sign-in answers 503. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  /** Ads: an ad expires this many days after it is posted or renewed. */
  AD_TTL_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /**
   * Demo ads seeded on the first start of a fresh embedded database (0 turns the demo off);
   * default 300, and 0 when NODE_ENV=production.
   */
  DEMO_ADS: z.coerce.number().int().min(0).max(5000).optional(),
  /** Active ads a free account may have at once ("Post Ad Reach Limit"). */
  AD_ACTIVE_LIMIT: z.coerce.number().int().min(1).default(50),
  /** Ads one member may post per hour (against floods). */
  AD_POSTS_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /**
   * Views (POST {api}/posts/{id}/views) one client network (address, IPv6 /64) may add to one
   * ad per day, and to all ads per hour: a new Device-Id per request inflates nothing.
   */
  VIEWS_PER_ADDRESS_PER_AD: z.coerce.number().int().min(1).default(5),
  VIEWS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(300),
  /** Engagement (ADR 0010): phone reveals (POST {api}/posts/{id}/phones) per device per hour. */
  PHONE_REVEALS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** Chat (ADR 0035): messages a member may send per minute, over all conversations. */
  CHAT_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Chat: conversations a member may open per hour (first messages about ads). */
  CHAT_CONVERSATIONS_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /**
   * Chat delivery between API processes (ADR 0037): Redis pub/sub at this URL; unset, each
   * process delivers to its own sockets (one process, the README's commands).
   */
  REDIS_URL: z.string().url().optional(),
  /**
   * What this deployment's Redis keys and channel begin with, so environments (or test runs)
   * sharing one Redis never see each other's messages or limits (ADR 0040).
   */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/, 'letters, digits, _ or -, at most 40')
    .default('psar'),
  /**
   * Browser origins allowed to open the chat socket directly, comma-separated (e.g.
   * `https://psar.example`). A socket without an Origin (the web server's proxy, an app) is
   * allowed; any other origin is refused, so no other site can open one with a visitor's cookies.
   */
  CHAT_SOCKET_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  /** Chat sockets: a ping this often; a socket that did not answer the previous one is closed. */
  CHAT_SOCKET_PING_MS: z.coerce.number().int().min(1000).default(25_000),
  /** Chat sockets one member may hold at once (tabs, devices); the oldest goes beyond it. */
  CHAT_SOCKETS_PER_MEMBER: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * Email about unread messages (ADR 0041): a conversation's unread line is emailed once, this
   * many minutes after its latest message, to a member with an email address who did not turn
   * it off.
   */
  CHAT_EMAIL_DELAY_MINUTES: z.coerce.number().int().min(1).max(10_080).default(15),
  /**
   * The web app's public address, for the links in emails (the conversation, the notification
   * centre, the unsubscribe page); set it in production (e.g. `https://psar.com.kh`).
   */
  WEB_PUBLIC_URL: z
    .string()
    .url()
    .regex(/^https?:\/\//, 'an http:// or https:// URL')
    .default('http://127.0.0.1:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  /**
   * Phone reveals per client IP per hour (IPv6 per /64), whatever the device: higher than the
   * per-device limit because many phones share one carrier address (CGNAT).
   */
  PHONE_REVEALS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(300),
  /** Renewals (manual and automatic) one member may make per Cambodian calendar day ("Renew Reach Limit!"). */
  AD_RENEWS_PER_DAY: z.coerce.number().int().min(1).default(10),
  /** Ads one member may have on auto-renew at once ("Auto-Renew Reach Limit!"). */
  AD_AUTO_RENEW_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Background jobs (pg-boss: auto-renew, expiry); `off` runs none in this process. */
  JOBS: z.enum(['on', 'off']).default('on'),
  /** Photos (ADR 0010): the largest upload accepted, in bytes (larger: 413 PAYLOAD_TOO_LARGE). */
  PHOTO_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  /** Photos one member may upload per hour. */
  PHOTO_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).default(120),
  /** Where renditions are stored: `local` (MEDIA_DIR, served at /media) or `s3` (S3_*). */
  PHOTO_STORAGE: z.enum(['local', 's3']).default('local'),
  /** The `local` storage folder; default `<DATA_DIR>/media` (a temporary folder for memory://). */
  MEDIA_DIR: z.string().optional(),
  /**
   * Public URL prefix of stored files (a photo's URL is this + `/` + its key). Default: the API's
   * own /media (http://API_HOST:API_PORT/media) for `local`, `S3_ENDPOINT/S3_BUCKET` for `s3`.
   */
  MEDIA_BASE_URL: z.string().url().optional(),
  /** An S3-compatible endpoint (path-style requests), e.g. http://127.0.0.1:9000; unset: AWS. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Unset: the AWS SDK's default credential chain. */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /**
   * The development routes (GET {api}/dev/outbox, POST {api}/dev/posts/{id}/premium) and the
   * outbox: off unless set, refused with NODE_ENV=production, and even when on they answer only
   * requests from the loopback address. Set by the dev and test scripts (ADR 0021).
   */
  DEV_ROUTES: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional(),
});
