// Long on purpose: one benchmark's whole procedure (seed, warm, measure each kind, report), read top to bottom.
/**
 * Listings and search `GET {api}/posts` (ADR 0012) at BENCH_ADS ads (default 100,000)
 * on PostgreSQL, measured in one run on this machine:
 *  - a fresh database (DATABASE_URL, or a new one at PG_ADMIN_URL / 127.0.0.1:5432), migrated,
 *    with the reference data, the gazetteer (districts, communes) and BENCH_ADS ads of the API's
 *    own bulk generator (`seed:bulk`: English and Khmer, every subcategory and province, 60 days);
 *  - the API as its own process (production settings, JOBS=off, DEMO_ADS=0);
 *  - for each query kind (keyword in English, Khmer, mixed and misspelt; main and sub category;
 *    province and district; price range; condition and date; each sort with and without a
 *    keyword) the p50 and p95 latency of BENCH_REQUESTS (default 30) sequential requests after
 *    a warm-up, for page 1 and for page 50 (the cursor reached by following `next_cursor` 49
 *    times), then the overall p50 and p95;
 *  - the reference: `GET /health` on the same API, measured the same way, so each figure is a
 *    ratio too.
 * Usage: pnpm --filter @repo/bench bench:search   (BENCH_ADS=N for one size; the run:
 * BENCH_SIZES=100000,1000000 seeds 100 k, measures, seeds up to 1 M, measures, compares).
 * DATABASE_URL=… BENCH_SEEDED=N BENCH_ADS=N measures a database already seeded with N ads by
 * `seed:bulk` (it is not dropped), to measure a change again without seeding for a quarter hour;
 * BENCH_KINDS=regex measures only the kinds whose label matches (never for a figure of record).
 * BENCH_ENGINE=pglite runs the same mix on the embedded PGlite (a temporary data folder, seeded
 * by this process, then opened by the API process alone: PGlite has one connection).
 * BENCH_SEED=N gives the bulk generator other seeds (default 0: the seeds are the sizes), so three
 * runs with BENCH_SEED=1, 2 and 3 measure three different data sets (issue 21). A keyword without
 * a sort is in relevance order (the default, ADR 0052). After each size, the slowest kind's
 * queries are explained (`EXPLAIN (ANALYZE, BUFFERS)`, PostgreSQL only) and their plans printed.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  explainListing,
  importGazetteer,
  openDatabase,
  seedBulkAds,
  seedReferenceData,
} from '@repo/api/bench';
import { freshPostgres } from './lib/postgres.ts';
import { ROOT, startApi } from './lib/processes.ts';

const ADS = Number(process.env.BENCH_ADS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30);
const WARM_UP = 5;
const PAGE = 50;
const DEVICE = { 'Device-Id': '0b7d3c4e-bench-4f00-9d53-2a4b7c9e1f00' };
const GAZETTEER_DIR = process.env.GAZETTEER_DIR ?? join(ROOT, '../shared/data/cambodia-gazetteer');
const ENGINE = process.env.BENCH_ENGINE === 'pglite' ? 'pglite' : 'postgres';
/** Another data set: the bulk generator's seeds move by this (0: the seeds are the sizes). */
const SEED = Number(process.env.BENCH_SEED ?? 0);
/** Ads the database at DATABASE_URL already holds from an earlier `seed:bulk` (measure again). */
const PRESEEDED = Number(process.env.BENCH_SEEDED ?? 0);

if (!Number.isSafeInteger(ADS) || ADS < 1000) throw new Error('BENCH_ADS: at least 1000');
if (!Number.isSafeInteger(REQUESTS) || REQUESTS < 5) throw new Error('BENCH_REQUESTS: at least 5');

/** The query kinds: a label and the query string (no limit: the default page of 16). */
const KINDS: [string, Record<string, string>][] = [
  ['no filter, latest (the default)', {}],
  ['no filter, newest', { sort: 'newest' }],
  ['no filter, most hits', { sort: 'most-hits' }],
  ['no filter, price ascending', { sort: 'price-asc' }],
  ['no filter, price descending', { sort: 'price-desc' }],
  ['main category (phones-tablets)', { category: 'phones-tablets' }],
  ['subcategory (cars)', { category: 'cars' }],
  ['main category, price descending', { category: 'house-land', sort: 'price-desc' }],
  ['province (phnom-penh)', { location: 'phnom-penh' }],
  ['district (chamkar-mon)', { location: 'chamkar-mon' }],
  ['province, most hits (siem-reap)', { location: 'siem-reap', sort: 'most-hits' }],
  ['price range 100–500', { price_min: '100', price_max: '500' }],
  ['condition used, last 7 days', { condition: 'used', posted: 'last-7-days' }],
  [
    'sub + province + price, price ascending',
    {
      category: 'cars',
      location: 'phnom-penh',
      price_min: '10000',
      price_max: '30000',
      sort: 'price-asc',
    },
  ],
  ['keyword en: toyota', { q: 'toyota' }],
  ['keyword en, 2 words: iphone 13', { q: 'iphone 13' }],
  ['keyword en, rare: arowana', { q: 'arowana' }],
  ['keyword en, no match: zebracorn', { q: 'zebracorn' }],
  ['keyword km: ផ្ទះ (house), newest', { q: 'ផ្ទះ', sort: 'newest' }],
  ['keyword km, common word: លក់ (sell)', { q: 'លក់' }],
  ['keyword km: ផ្ទះ (house)', { q: 'ផ្ទះ' }],
  ['keyword km, compound: ម៉ាស៊ីនត្រជាក់ (air conditioner)', { q: 'ម៉ាស៊ីនត្រជាក់' }],
  ['keyword km, 2 words: លក់ផ្ទះ ភ្នំពេញ (house for sale, Phnom Penh)', { q: 'លក់ផ្ទះ ភ្នំពេញ' }],
  [
    'keyword km, 3 words: ខុនដូ បន្ទប់គេង អាងហែលទឹក (condo, bedroom, pool)',
    { q: 'ខុនដូ បន្ទប់គេង អាងហែលទឹក' },
  ],
  ['keyword km + Latin: ទូរទស្សន៍ Samsung (TV)', { q: 'ទូរទស្សន៍ Samsung' }],
  ['keyword km, Khmer digits: ដី ១០x៣០ (land 10x30)', { q: 'ដី ១០x៣០' }],
  ['keyword km, misspelt: ម៉ាសុីនត្រជាក់', { q: 'ម៉ាសុីនត្រជាក់' }],
  ['keyword mixed: លក់ Toyota', { q: 'លក់ Toyota' }],
  ['keyword misspelt: toyta', { q: 'toyta' }],
  ['keyword misspelt: samsnug galaxy', { q: 'samsnug galaxy' }],
  ['keyword, most hits: toyota', { q: 'toyota', sort: 'most-hits' }],
  ['keyword, price ascending: toyota', { q: 'toyota', sort: 'price-asc' }],
  ['keyword, price descending: condo', { q: 'condo', sort: 'price-desc' }],
  ['keyword + subcategory + province', { q: 'camry', category: 'cars', location: 'phnom-penh' }],
  ['keyword + price range: samsung', { q: 'samsung', price_min: '200', price_max: '600' }],
];

/** BENCH_KINDS: only the kinds whose label matches this regular expression (to measure a change). */
const ONLY = process.env.BENCH_KINDS ? new RegExp(process.env.BENCH_KINDS, 'u') : undefined;
const MEASURED = ONLY ? KINDS.filter(([label]) => ONLY.test(label)) : KINDS;

interface Listing {
  items: unknown[];
  next_cursor: string | null;
  total: number;
  total_is_estimate: boolean;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => (value >= 10 ? value.toFixed(0) : value.toFixed(1));

async function timed(url: string): Promise<{ ms: number; body: string }> {
  const started = performance.now();
  const response = await fetch(url, { headers: DEVICE });
  const body = await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${body.slice(0, 200)}`);
  return { ms: elapsed, body };
}

/** p50 and p95 of REQUESTS sequential requests after WARM_UP, and every sample. */
async function measure(url: string) {
  for (let i = 0; i < WARM_UP; i++) await timed(url);
  const samples: number[] = [];
  for (let i = 0; i < REQUESTS; i++) samples.push((await timed(url)).ms);
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), samples };
}

/** Sizes measured in this run, seeded one after the other into the same database. */
const SIZES = (process.env.BENCH_SIZES ?? String(ADS))
  .split(',')
  .map((size) => Number(size.trim()))
  .sort((a, b) => a - b);
if (SIZES.some((size) => !Number.isSafeInteger(size) || size < 1000))
  throw new Error('BENCH_SIZES: comma-separated ad counts of at least 1000');

/** The listing mix against the API on this database: one markdown table; overall p95s. */
async function measureAll(target: { url?: string; dataDir?: string }, size: number) {
  const api = await startApi({
    ...(target.url ? { DATABASE_URL: target.url } : { DATA_DIR: target.dataDir }),
    JOBS: 'off',
    DEMO_ADS: '0',
  });
  try {
    // Warm-up of the whole run: JIT, the pool's connections, the planner's caches.
    for (let i = 0; i < 50; i++) await timed(`${api.url}/health`);
    for (const [, query] of MEASURED)
      await timed(`${api.url}/api/posts?${new URLSearchParams(query).toString()}`);
    const health = await measure(`${api.url}/health`);
    const rows: string[] = [];
    const firstPages: number[] = [];
    const laterPages: number[] = [];
    const slow: string[] = [];
    let slowest = { label: '', page: 1, p95: -1, query: {} as Record<string, string> };
    for (const [label, query] of MEASURED) {
      const url = `${api.url}/api/posts?${new URLSearchParams(query).toString()}`;
      const first = await measure(url);
      firstPages.push(...first.samples);
      const listing = (JSON.parse((await timed(url)).body) as { data: Listing }).data;
      // Page 50: follow next_cursor 49 times, then time that page.
      let cursor = listing.next_cursor;
      let page = 1;
      while (cursor && page < PAGE - 1) {
        const next = `${url}${url.includes('?') ? '&' : '?'}cursor=${cursor}`;
        cursor = (JSON.parse((await timed(next)).body) as { data: Listing }).data.next_cursor;
        page++;
      }
      let later = '— | —';
      if (cursor && page === PAGE - 1) {
        const fifty = await measure(`${url}&cursor=${cursor}`);
        laterPages.push(...fifty.samples);
        later = `${ms(fifty.p50)} | ${ms(fifty.p95)}`;
        if (fifty.p95 > slowest.p95)
          slowest = { label, page: PAGE, p95: fifty.p95, query: { ...query, cursor } };
        if (fifty.p95 > 50) slow.push(`${label} (page ${PAGE})`);
      }
      if (first.p95 > 50) slow.push(`${label} (page 1)`);
      if (first.p95 > slowest.p95) slowest = { label, page: 1, p95: first.p95, query };
      const matches = listing.total_is_estimate ? `>${listing.total}` : String(listing.total);
      const params = Object.keys(query).length
        ? `\`${decodeURIComponent(new URLSearchParams(query).toString())}\``
        : '(none)';
      rows.push(
        `| ${label} | ${params} | ${matches} | ${ms(first.p50)} | ${ms(first.p95)} | ${later} | ${(first.p50 / health.p50).toFixed(1)}× |`,
      );
    }
    const sorted = (samples: number[]) => [...samples].sort((a, b) => a - b);
    const overall = (samples: number[]) =>
      `${ms(percentile(sorted(samples), 50))} | ${ms(percentile(sorted(samples), 95))}`;
    console.log(
      `\n${ENGINE === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ${size} ads (BENCH_SEED=${SEED}): GET /api/posts, ${REQUESTS} sequential requests per row after ${WARM_UP} warm-up, the default page of 16; latency in ms (client to API on 127.0.0.1, body read); node ${process.version}; load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}\n`,
    );
    console.log(
      '| query kind | parameters | matches | page 1 p50 | page 1 p95 | page 50 p50 | page 50 p95 | p50 ÷ health p50 |',
    );
    console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const row of rows) console.log(row);
    console.log(
      `| **all kinds** | | | ${overall(firstPages)} | ${overall(laterPages)} | ${(
        percentile(sorted(firstPages), 50) / health.p50
      ).toFixed(1)}× |`,
    );
    console.log(
      `| reference: \`GET /health\`, same API | | | ${ms(health.p50)} | ${ms(health.p95)} | | | 1.0× |`,
    );
    console.log(
      slow.length
        ? `\np95 above 50 ms: ${slow.join('; ')}`
        : '\nEvery query kind: p95 at most 50 ms.',
    );
    console.log(
      `\nThe slowest kind: ${slowest.label}, page ${slowest.page}, p95 ${ms(slowest.p95)} ms.`,
    );
    if (target.url)
      for (const { query, plan } of await explainListing(target.url, slowest.query))
        console.log(`\n${query.replace(/\s+/g, ' ').slice(0, 200)}…\n${plan}`);
    else console.log('(its plans are printed on PostgreSQL only)');
    return {
      page1P95: percentile(sorted(firstPages), 95),
      page50P95: percentile(sorted(laterPages), 95),
    };
  } finally {
    await api.stop();
  }
}

/** Where the run's ads live: a fresh PostgreSQL database, or a temporary PGlite folder. */
async function target(): Promise<{ url?: string; dataDir?: string; drop: () => Promise<void> }> {
  if (ENGINE === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'psar-bench-search-'));
    return { dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const postgres = await freshPostgres();
  if (!postgres) {
    console.log(
      'No PostgreSQL at PG_ADMIN_URL or 127.0.0.1:5432 (or run with BENCH_ENGINE=pglite).',
    );
    process.exit(1);
  }
  return { url: postgres.url, drop: () => postgres.drop() };
}

const store = await target();
try {
  const results: { size: number; page1P95: number; page50P95: number }[] = [];
  let seeded = PRESEEDED;
  let prepared = false;
  for (const size of SIZES) {
    // BENCH_SEEDED: the database already holds more ads than this size.
    if (size < seeded) continue;
    const database = await openDatabase({ url: store.url, dataDir: store.dataDir, poolSize: 2 });
    try {
      if (!prepared) {
        await database.migrate();
        await seedReferenceData(database.db);
        if (existsSync(GAZETTEER_DIR)) await importGazetteer(database.db, GAZETTEER_DIR);
        else console.log(`(no gazetteer at ${GAZETTEER_DIR}: provinces only)`);
        prepared = true;
      }
      if (size === seeded) {
        // `seed:bulk` ends with VACUUM ANALYZE: nothing to do but measure.
        console.log(`(BENCH_SEEDED: the database holds ${seeded} ads already: measuring them)`);
      } else {
        const started = performance.now();
        const report = await seedBulkAds(database.db, {
          count: size - seeded,
          // Each batch gets its own content (a run to 1 M continues the 100 k one).
          seed: size + SEED * 1_000_003,
          now: new Date(),
          ttlDays: 30,
          onProgress: (done) =>
            console.log(
              `seeded ${seeded + done}/${size} ads (${Math.round(done / ((performance.now() - started) / 1000))} rows/s)`,
            ),
        });
        console.log(
          `seed: ${report.ads} more ads (${report.active} listed) by ${report.sellers} sellers: insert ${(report.insertMs / 1000).toFixed(1)} s (${Math.round(report.ads / (report.insertMs / 1000))} rows/s), VACUUM ANALYZE ${(report.analyzeMs / 1000).toFixed(1)} s`,
        );
        seeded = size;
      }
    } finally {
      await database.close();
    }
    results.push({ size, ...(await measureAll(store, size)) });
  }
  if (results.length > 1) {
    const [small, large] = [results[0]!, results.at(-1)!];
    console.log(
      `\nAll kinds, p95 at ${large.size} ÷ p95 at ${small.size}: page 1 ${(large.page1P95 / small.page1P95).toFixed(2)}× (target ≤ 2×, issue 21); page 50 ÷ page 1 at ${large.size}: ${(large.page50P95 / large.page1P95).toFixed(2)}× (target ≤ 1.5×)`,
    );
  }
} finally {
  await store.drop();
}
