import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';

/**
 * Background jobs on pg-boss 10 (ADR 0010), one boss per API process. On PostgreSQL pg-boss
 * gets the connection string and its own small pool; on the embedded PGlite it runs through
 * `pgliteExecutor` over the very PGlite instance the app uses (PGlite is one connection and
 * allows one process per data folder). Modules declare periodic jobs with `define` before
 * `start`; the app starts the runner when it is ready and stops it (waiting for running
 * handlers) when it closes.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's job runner (app.ts); modules define their periodic jobs on it. */
    jobs: JobRunner;
  }
}

export interface PeriodicJob {
  /** The queue name, e.g. `ads.expire`. */
  name: string;
  /** A 5-field cron expression (UTC), e.g. `* * * * *` for every minute. */
  cron: string;
  handler: () => Promise<unknown>;
}

export interface JobLogger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export interface JobRunner {
  /** False when JOBS=off: `start` does nothing (tests run the handlers themselves). */
  readonly enabled: boolean;
  define(job: PeriodicJob): void;
  /**
   * Asks for a run of a defined job soon, besides its schedule (a change that has work to
   * do, such as a store's new watermark): queued on pg-boss, run by the next free worker.
   * Does nothing while the runner is off or not started (tests call `runNow`); never throws.
   */
  trigger(name: string): Promise<void>;
  /** Runs a defined job's handler once, here and now, whatever JOBS says (tests, scripts). */
  runNow(name: string): Promise<unknown>;
  start(): Promise<void>;
  /** Graceful: waits for running handlers (up to `stopTimeoutMs`), then leaves the database. */
  stop(): Promise<void>;
  /** The running pg-boss instance (undefined before `start` or when disabled). */
  readonly boss: PgBoss | undefined;
}

export interface JobRunnerOptions {
  database: Pick<Database, 'db' | 'engine'>;
  enabled: boolean;
  log?: JobLogger;
  /** How often each worker looks for a job (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
  /** Passed to pg-boss (tests shorten the cron intervals). */
  boss?: Partial<
    Pick<
      PgBoss.ConstructorOptions,
      'cronMonitorIntervalSeconds' | 'cronWorkerIntervalSeconds' | 'schema' | 'max'
    >
  >;
  stopTimeoutMs?: number;
}

const consoleLogger: JobLogger = {
  info: (message) => console.log(`[jobs] ${message}`),
  error: (message, error) => console.error(`[jobs] ${message}`, error),
};

/**
 * pg-boss's `db` adapter over PGlite. pg-boss sends two kinds of SQL: single statements with
 * `$n` values (through `query`, the extended protocol), and, without values, plans that may
 * hold several statements, some wrapped in their own `BEGIN; …; COMMIT;` (schema creation,
 * migrations, maintenance). Those go through `exec` (the simple protocol) inside a PGlite
 * transaction: it holds PGlite's lock so no query of the app runs in between, and when a
 * statement fails it rolls back, where a bare `exec` would leave the one shared session in an
 * aborted transaction and every later query of the app failing.
 */
export function pgliteExecutor(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) {
        const result = await client.query(text, values);
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
      }
      const results = await client.transaction((tx) => tx.exec(text));
      const last = results.at(-1);
      return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? 0 };
    },
  };
}

/** What pg-boss connects with: the PGlite adapter, or PostgreSQL's connection string. */
function connectionOf(database: JobRunnerOptions['database']): PgBoss.ConstructorOptions {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.engine === 'pglite') return { db: pgliteExecutor(client as PGlite) };
  const { connectionString } = (client as pg.Pool).options;
  if (!connectionString) throw new Error('jobs: the PostgreSQL pool has no connection string');
  return { connectionString };
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const log = options.log ?? consoleLogger;
  const jobs: PeriodicJob[] = [];
  let boss: PgBoss | undefined;
  let starting: Promise<void> | undefined;

  async function start(): Promise<void> {
    const instance = new PgBoss({
      ...connectionOf(options.database),
      max: 3,
      ...options.boss,
    });
    // Without a listener an 'error' event would end the process; pg-boss retries on its own.
    instance.on('error', (error) => log.error('pg-boss error', error));
    await instance.start();
    for (const job of jobs) {
      // The cron fires every period, so a failed run is not retried: the next one does its work.
      await instance.createQueue(job.name, { name: job.name, retryLimit: 0, expireInSeconds: 600 });
      await instance.work(
        job.name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 5 },
        async () => {
          try {
            await job.handler();
          } catch (error) {
            log.error(`${job.name} failed`, error);
            throw error;
          }
        },
      );
      await instance.schedule(job.name, job.cron);
    }
    boss = instance;
    log.info(
      `pg-boss started on ${options.database.engine}: ${jobs.map((j) => j.name).join(', ')}`,
    );
  }

  return {
    enabled: options.enabled,
    get boss() {
      return boss;
    },
    define(job) {
      if (boss || starting) throw new Error(`jobs: ${job.name} defined after start`);
      jobs.push(job);
    },
    async trigger(name) {
      if (!jobs.some((job) => job.name === name)) throw new Error(`jobs: no job named ${name}`);
      await boss?.send(name, {}).catch((error: unknown) => log.error(`${name}: not queued`, error));
    },
    async runNow(name) {
      const job = jobs.find((candidate) => candidate.name === name);
      if (!job) throw new Error(`jobs: no job named ${name}`);
      return job.handler();
    },
    async start() {
      if (!options.enabled) return;
      starting ??= start();
      await starting;
    },
    async stop() {
      if (!starting) return;
      await starting.catch(() => {});
      const instance = boss;
      boss = undefined;
      starting = undefined;
      await instance?.stop({ graceful: true, timeout: options.stopTimeoutMs ?? 20_000 });
    },
  };
}
