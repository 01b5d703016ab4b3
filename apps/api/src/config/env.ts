import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: the default data folder lives there, whichever folder a command runs in. */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** pnpm runs package scripts inside the package; a relative path means the folder the user typed it in. */
const invokedFrom = () => process.env.INIT_CWD ?? process.cwd();

/** Base paths must start with a slash and carry no trailing slash. */
const basePath = z
  .string()
  .regex(
    /^\/[A-Za-z0-9/_-]*[A-Za-z0-9_-]$/,
    'a base path like /api (leading slash, no trailing slash)',
  );

const envSchema = z.object({
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
});

export type ApiConfig = z.infer<typeof envSchema>;

/**
 * Reads and validates the API's environment. A bad value stops start-up with a
 * message naming the variable, rather than failing later in a request.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid API environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
