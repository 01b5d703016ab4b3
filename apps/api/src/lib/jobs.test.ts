import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../test/database.ts';
import { createJobRunner, pgliteExecutor, type JobLogger } from './jobs.ts';

/** The rows of a raw query (drizzle types `execute` loosely across drivers). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const quiet: JobLogger = { info: () => {}, error: () => {} };

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe(`pg-boss on ${TEST_ENGINE}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(() => database?.destroy());

  it('runs a cron-scheduled job, stops gracefully and leaves the database usable', async () => {
    const errors: unknown[] = [];
    const runs: number[] = [];
    const runner = createJobRunner({
      database,
      enabled: true,
      log: { info: () => {}, error: (_message, error) => errors.push(error) },
      pollingIntervalSeconds: 0.5,
      boss: { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 },
    });
    runner.define({
      name: 'test.tick',
      cron: '* * * * *',
      handler: async () => {
        // The handler works on the app's own database while pg-boss shares it.
        const [row] = rowsOf<{ answer: number }>(
          await database.db.execute(sql`select 41 + 1 as answer`),
        );
        runs.push(Number(row?.answer));
      },
    });
    await runner.start();
    try {
      expect(runner.boss).toBeDefined();
      await waitFor(() => runs.length > 0, 15_000);
      expect(runs[0]).toBe(42);
      const schedules = await runner.boss!.getSchedules();
      expect(schedules.map((s) => s.name)).toContain('test.tick');
    } finally {
      await runner.stop();
    }
    expect(runner.boss).toBeUndefined();
    expect(errors).toEqual([]);
    // pg-boss's tables live beside ours, and the app still queries after pg-boss stopped.
    const [done] = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = 'test.tick' and state = 'completed'`,
      ),
    );
    expect(done?.n).toBeGreaterThanOrEqual(1);
  });

  it('starts again on the same database (schema and schedule kept) and runs a triggered job', async () => {
    const runs: string[] = [];
    const runner = createJobRunner({
      database,
      enabled: true,
      log: quiet,
      pollingIntervalSeconds: 0.5,
    });
    runner.define({ name: 'test.tick', cron: '0 0 1 1 *', handler: async () => runs.push('run') });
    await runner.start();
    try {
      // A run asked for besides the schedule (a store's new watermark, ADR 0046).
      await runner.trigger('test.tick');
      await waitFor(() => runs.length > 0, 10_000);
      expect((await runner.boss!.getSchedules()).find((s) => s.name === 'test.tick')?.cron).toBe(
        '0 0 1 1 *',
      );
    } finally {
      await runner.stop();
    }
  });

  it('does nothing when JOBS=off', async () => {
    const runner = createJobRunner({ database, enabled: false, log: quiet });
    runner.define({ name: 'test.never', cron: '* * * * *', handler: async () => {} });
    await runner.start();
    expect(runner.boss).toBeUndefined();
    // Asking for a run while off does nothing, and never throws.
    await runner.trigger('test.never');
    await expect(runner.trigger('test.unknown')).rejects.toThrow(/no job named/);
    await runner.stop();
  });
});

describe('the PGlite adapter', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec('create table t (x int primary key)');
  });
  afterAll(() => client?.close());

  it('runs multi-statement plans through exec and single statements with values through query', async () => {
    const db = pgliteExecutor(client);
    await db.executeSql('BEGIN; insert into t values (1); insert into t values (2); COMMIT;', []);
    const { rows } = await db.executeSql('select count(*)::int as n from t where x >= $1', [1]);
    expect(rows).toEqual([{ n: 2 }]);
    const plain = await db.executeSql('select x from t order by x', []);
    expect(plain.rows).toEqual([{ x: 1 }, { x: 2 }]);
  });

  it('rolls a failed plan back instead of leaving the shared session in an aborted transaction', async () => {
    const db = pgliteExecutor(client);
    await expect(
      db.executeSql('BEGIN; insert into t values (3); select 1/0; COMMIT;', []),
    ).rejects.toThrow(/division by zero/);
    // The next query of anyone on this PGlite works, and the half-done plan left nothing.
    const { rows } = await client.query('select count(*)::int as n from t');
    expect(rows).toEqual([{ n: 2 }]);
  });
});
