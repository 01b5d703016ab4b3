import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The drizzle database, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Applies the drizzle-kit migrations in order; safe to call on every start. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Any fixed number: it names the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_ID = 7_424_001;

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent PGlite is used. */
  url?: string;
  /** PGlite data folder; `memory://` (or undefined) keeps the database in memory. */
  dataDir?: string;
  poolSize?: number;
  /** PostgreSQL only: each query's SQL and parameters as drizzle sends them (the search bench's plans). */
  logQuery?: (query: string, params: unknown[]) => void;
}

/**
 * Session settings every connection gets: the misspelling fallback of search (ADR 0012) takes
 * the ads' words whose trigram similarity to a term is at least 0.25 (`iphnoe` → `iphone` is
 * 0.27; pg_trgm's default 0.3 misses it), the most similar first.
 */
const SESSION_SETTINGS = { 'pg_trgm.similarity_threshold': '0.25' };

/**
 * PostgreSQL also runs without JIT compilation: listing queries are short, but a keyword walk
 * of a sort index has a high estimated cost, so the default JIT compiled expressions for
 * 30–50 ms on queries that then ran in less (docs/benchmarks.md).
 */
const POSTGRES_SETTINGS = { ...SESSION_SETTINGS, jit: 'off' };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.poolSize, options.logQuery)
    : openPglite(options.dataDir);
}

async function openPglite(dataDir?: string): Promise<Database> {
  let location: string | undefined;
  if (dataDir && !dataDir.startsWith('memory://')) {
    location = resolve(dataDir);
    mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create(location, { extensions: { pg_trgm } });
  for (const [name, value] of Object.entries(SESSION_SETTINGS))
    await client.query('SELECT set_config($1, $2, false)', [name, value]);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), {
        migrationsFolder: MIGRATIONS_FOLDER,
      });
    },
    close: () => client.close(),
  };
}

async function openPostgres(
  url: string,
  poolSize = 10,
  logQuery?: DatabaseOptions['logQuery'],
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: Object.entries(POSTGRES_SETTINGS)
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(' '),
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));
  const db = drizzlePg(pool, {
    schema,
    ...(logQuery ? { logger: { logQuery } } : {}),
  }) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
