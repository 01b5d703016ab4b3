import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppOptions } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { seedReferenceData } from '../reference-data.ts';

export const TEST_ENGINE = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** The shared gazetteer beside the repository (or GAZETTEER_DIR). */
export const GAZETTEER_DIR =
  process.env.GAZETTEER_DIR ??
  fileURLToPath(new URL('../../../../../shared/data/cambodia-gazetteer', import.meta.url));

export interface TestDatabase extends Database {
  /** Closes and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new database
 * on the DATABASE_URL server created with a UTF-8 LC_CTYPE (pg_trgm drops Khmer
 * under the C locale).
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  let database: Database;
  let drop: () => Promise<void> = async () => {};
  if (TEST_ENGINE === 'postgres') {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    const name = `psar_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(
      `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
    );
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString(), poolSize: 4 });
    drop = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  } else {
    database = await openDatabase({ dataDir: 'memory://' });
  }
  await database.migrate();
  if (options.seed !== false) await seedReferenceData(database.db);
  let closed = false;
  return {
    ...database,
    close: async () => {
      if (closed) return;
      closed = true;
      await database.close();
    },
    async destroy() {
      if (!closed) {
        closed = true;
        await database.close();
      }
      await drop();
    },
  };
}

export const TEST_CONFIG = {
  API_BASE_PATH: '/api',
  AUTH_BASE_PATH: '/auth',
  NOTIFICATION_BASE_PATH: '/notification',
  CATEGORY_CACHE_TTL_MS: 60_000,
  LOG_LEVEL: 'silent',
  MESSAGE_LIMIT_PER_DEVICE: 5,
  MESSAGE_LIMIT_PER_IP: 20,
  MESSAGE_WINDOW_MS: 3_600_000,
  TRUST_PROXY: '127.0.0.1,::1',
  ACCESS_TOKEN_TTL_S: 3600,
  REFRESH_TOKEN_TTL_S: 365 * 24 * 3600,
  REFRESH_REUSE_GRACE_S: 10,
  LOGIN_LIMIT_PER_IP_PER_MINUTE: 10,
  LOGIN_FREE_FAILURES_PER_ADDRESS: 50,
  LOGIN_CODE_AFTER_FAILURES: 10,
  CODE_RESEND_INTERVAL_MS: 60_000,
  CODE_SENDS_PER_IP_PER_HOUR: 30,
  EMAIL_TRANSPORT: 'outbox',
  MAIL_FROM: 'Psar <no-reply@psar.com.kh>',
  SMS_TRANSPORT: 'outbox',
  // Nothing listens on the discard port: Google sign-in tests point these at their own server
  // (and set GOOGLE_CLIENT_ID; without it Google sign-in answers 503).
  GOOGLE_USERINFO_URL: 'http://127.0.0.1:9/userinfo',
  GOOGLE_TOKENINFO_URL: 'http://127.0.0.1:9/tokeninfo',
  DEV_ROUTES: true,
  AD_TTL_DAYS: 30,
  AD_ACTIVE_LIMIT: 50,
  AD_POSTS_PER_HOUR: 20,
  AD_RENEWS_PER_DAY: 10,
  AD_AUTO_RENEW_LIMIT: 5,
  // Tests run the job handlers themselves (ads.jobs.ts createAdJobs) with their own clock.
  JOBS: 'off',
  PHONE_REVEALS_PER_HOUR: 30,
  CHAT_MESSAGES_PER_MINUTE: 30,
  CHAT_CONVERSATIONS_PER_HOUR: 20,
  REDIS_URL: undefined,
  REDIS_KEY_PREFIX: `psar-test-${process.pid}-${Date.now()}`,
  CHAT_SOCKET_ORIGINS: ['http://127.0.0.1:4100'],
  CHAT_SOCKET_PING_MS: 25_000,
  CHAT_SOCKETS_PER_MEMBER: 10,
  CHAT_EMAIL_DELAY_MINUTES: 15,
  WEB_PUBLIC_URL: 'http://127.0.0.1:4100',
  PHONE_REVEALS_PER_IP_PER_HOUR: 300,
  VIEWS_PER_ADDRESS_PER_AD: 5,
  VIEWS_PER_ADDRESS_PER_HOUR: 300,
  // Photos: tests that upload set their own MEDIA_DIR (or an S3 endpoint of their own).
  PHOTO_MAX_BYTES: 10 * 1024 * 1024,
  PHOTO_UPLOADS_PER_HOUR: 120,
  PHOTO_STORAGE: 'local',
  MEDIA_DIR: join(tmpdir(), 'psar-test-media'),
  MEDIA_BASE_URL: 'http://127.0.0.1:3001/media',
  S3_REGION: 'us-east-1',
} as const satisfies AppOptions['config'];

export const DEVICE = { 'device-id': '6f1c2b1e-6a8b-4f0e-9d53-2a4b7c9e1f00' };

/**
 * A migrated database and an app built on it for one test file, closed afterwards.
 * Read `env.app` and `env.database` inside tests (they exist once beforeAll ran).
 */
export function setupTestApp(
  options: {
    seed?: boolean;
    /** Read when the app is built (beforeAll), so it may use values a test's own beforeAll set. */
    config?: Partial<AppOptions['config']> | (() => Partial<AppOptions['config']>);
    now?: () => number;
  } = {},
): { readonly app: FastifyInstance; readonly database: TestDatabase } {
  let app: FastifyInstance | undefined;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: options.seed });
    const overrides = typeof options.config === 'function' ? options.config() : options.config;
    app = await buildApp({
      config: { ...TEST_CONFIG, ...overrides },
      database,
      logger: false,
      now: options.now,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });
  return {
    get app() {
      if (!app) throw new Error('setupTestApp: the app exists only inside tests');
      return app;
    },
    get database() {
      if (!database) throw new Error('setupTestApp: the database exists only inside tests');
      return database;
    },
  };
}

/** A transaction's handle, as `db.transaction` gives it. */
type Transaction = Parameters<Parameters<Database['db']['transaction']>[0]>[0];

/**
 * Runs `work` in a transaction that is then rolled back: the rows it writes (many, for the
 * planner's statistics) are gone afterwards and other tests never see them.
 */
export async function rolledBack(
  db: Database['db'],
  work: (tx: Transaction) => Promise<void>,
): Promise<void> {
  const rollback = new Error('rollback');
  await db
    .transaction(async (tx) => {
      await work(tx);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
}
