/**
 * A store's ads in the listing (`GET {api}/posts?store={username}`, issue 17, ADR 0045): a store
 * with BENCH_STORE_ADS ads (default 5,000) among BENCH_ADS (default 20,000) of the bulk
 * generator, measured in one run on this machine:
 *  - p50 and p95 of BENCH_REQUESTS (default 30) sequential requests, after a warm-up, for page 1
 *    and page 50 (the cursor reached by following `next_cursor` 49 times), in the default order
 *    and by price; the budget: page 50 in the same time as page 1 (keyset, ratio ≤ 1.5);
 *  - the reference: `GET /health` on the same API, measured the same way.
 * Each figure is the worst of BENCH_RUNS (default 2) runs.
 * Usage: pnpm --filter @repo/bench bench:store-listing   (BENCH_ENGINE=postgres: a fresh
 * PostgreSQL database at PG_ADMIN_URL, or DATABASE_URL; default: the embedded PGlite)
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, seedBulkAds, seedReferenceData, sql } from '@repo/api/bench';
import { freshPostgres } from './lib/postgres.ts';
import { startApi } from './lib/processes.ts';

const ADS = Number(process.env.BENCH_ADS ?? 20_000);
const STORE_ADS = Number(process.env.BENCH_STORE_ADS ?? 5_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30);
const RUNS = Number(process.env.BENCH_RUNS ?? 2);
const WARM_UP = 5;
const PAGE = 50;
const DEVICE = { 'Device-Id': '0b7d3c4e-bench-4f00-9d53-2a4b7c9e1f00' };
const ENGINE = process.env.BENCH_ENGINE === 'postgres' ? 'postgres' : 'pglite';
const USERNAME = 'bench.store';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function timed(url: string): Promise<{ ms: number; body: string }> {
  const started = performance.now();
  const response = await fetch(url, { headers: DEVICE });
  const body = await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${body.slice(0, 200)}`);
  return { ms: elapsed, body };
}

async function measure(url: string) {
  for (let i = 0; i < WARM_UP; i++) await timed(url);
  const samples: number[] = [];
  for (let i = 0; i < REQUESTS; i++) samples.push((await timed(url)).ms);
  const sorted = samples.sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

/** The address of page `page` of a listing, by following its cursors. */
async function pageUrl(base: string, page: number): Promise<string> {
  let url = base;
  for (let at = 1; at < page; at++) {
    const body = JSON.parse((await timed(url)).body) as { data: { next_cursor: string | null } };
    if (!body.data.next_cursor) throw new Error(`${base}: no page ${at + 1}`);
    url = `${base}&cursor=${encodeURIComponent(body.data.next_cursor)}`;
  }
  return url;
}

const postgres = ENGINE === 'postgres' ? await freshPostgres() : null;
if (ENGINE === 'postgres' && !postgres) throw new Error('No PostgreSQL server answers.');
const dataDir = postgres ? undefined : mkdtempSync(join(tmpdir(), 'bench-store-listing-'));
const database = await openDatabase({ url: postgres?.url, dataDir, poolSize: 2 });
try {
  await database.migrate();
  await seedReferenceData(database.db);
  await seedBulkAds(database.db, { count: ADS, seed: 17, now: new Date(), ttlDays: 30 });
  // The store: owned by the first seller, with STORE_ADS live ads of every kind.
  await database.db.execute(sql`
    insert into stores (owner_id, name, username)
    select id, 'Bench Store', ${USERNAME} from users order by id limit 1`);
  await database.db.execute(sql`
    update ads set store_id = (select id from stores where username = ${USERNAME})
    where id in (select id from ads where status = 'active' and expires_at > now()
                 order by id limit ${STORE_ADS})`);
  await database.db.execute(sql`analyze ads`);
} finally {
  await database.close();
}

const api = await startApi({
  ...(postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: dataDir }),
  JOBS: 'off',
  DEMO_ADS: '0',
});
try {
  const base = `${api.url}/api/posts?store=${USERNAME}&limit=20`;
  const kinds = [
    ['latest (default)', base],
    ['price, low to high', `${base}&sort=price-asc`],
    // The reference listing: every ad, latest first, on the same API and data.
    ['every ad (no store), latest', `${api.url}/api/posts?limit=20`],
  ] as const;
  const rows: string[] = [];
  for (const [label, url] of kinds) {
    const last = await pageUrl(url, PAGE);
    let worst = {
      first: { p50: 0, p95: 0 },
      fiftieth: { p50: 0, p95: 0 },
      health: { p50: 0, p95: 0 },
    };
    for (let run = 0; run < RUNS; run++) {
      const health = await measure(`${api.url}/health`);
      const first = await measure(url);
      const fiftieth = await measure(last);
      console.log(
        `${label} run ${run + 1}: page 1 p95 ${first.p95.toFixed(1)} ms, page ${PAGE} p95 ${fiftieth.p95.toFixed(1)} ms, /health p95 ${health.p95.toFixed(1)} ms`,
      );
      if (first.p95 + fiftieth.p95 > worst.first.p95 + worst.fiftieth.p95)
        worst = { first, fiftieth, health };
    }
    rows.push(
      `| ${label} | ${worst.first.p50.toFixed(1)} / ${worst.first.p95.toFixed(1)} | ${worst.fiftieth.p50.toFixed(1)} / ${worst.fiftieth.p95.toFixed(1)} | ${(worst.fiftieth.p95 / worst.first.p95).toFixed(2)} | ${worst.health.p95.toFixed(1)} |`,
    );
  }
  console.log(
    `\n${ENGINE}: a store with ${STORE_ADS} ads among ${ADS}; ${REQUESTS} requests a figure, worst of ${RUNS} runs`,
  );
  console.log(
    `| order | page 1 p50 / p95 ms | page ${PAGE} p50 / p95 ms | page ${PAGE} ÷ page 1 (p95) | /health p95 ms |`,
  );
  console.log('| --- | ---: | ---: | ---: | ---: |');
  console.log(rows.join('\n'));
} finally {
  await api.stop();
  await postgres?.drop();
}
