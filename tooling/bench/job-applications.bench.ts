/**
 * A job ad's applications as its poster reads them (`GET {api}/me/jobs/{id}/applications`,
 * issue 18, ADR 0050): BENCH_APPLICATIONS (default 10,000) applications to one job ad, from as
 * many members, among BENCH_ADS (default 5,000) ads of the bulk generator, measured in one run:
 *  - p50 and p95 of BENCH_REQUESTS (default 30) sequential requests, after a warm-up, for page 1
 *    and page 50 (the cursor reached by following `next_cursor` 49 times), for status `all` and
 *    `viewed`; the budget: page 50 in the same time as page 1 (keyset, ratio ≤ 1.5);
 *  - the reference: `GET /health` on the same API, measured the same way.
 *  - the same for the poster's list across all their job ads (`GET {api}/me/job-applications`):
 *    the poster has OTHER_JOBS more job ads with OTHER_APPLICATIONS applications between them,
 *    interleaved in time with the first job's;
 * Each figure is the worst of BENCH_RUNS (default 2) runs.
 * Then the client JS of `/me/resume` for a signed-in member (gzip, budget ≤ 150 KB), on the
 * production web server in front of a demo API.
 * Usage: pnpm --filter @repo/bench bench:job-applications   (BENCH_ENGINE=postgres: a fresh
 * PostgreSQL database at PG_ADMIN_URL, or DATABASE_URL; default: the embedded PGlite)
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, seedBulkAds, seedReferenceData, sql } from '@repo/api/bench';
import { clientJs } from './lib/client-js.ts';
import { memberCookie } from './lib/member.ts';
import { freshPostgres } from './lib/postgres.ts';
import { startApi, startDemoMarketplace } from './lib/processes.ts';

const ADS = Number(process.env.BENCH_ADS ?? 5_000);
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30);
const RUNS = Number(process.env.BENCH_RUNS ?? 2);
const OTHER_JOBS = 19;
const OTHER_APPLICATIONS = Number(process.env.BENCH_OTHER_APPLICATIONS ?? 2_000);
const WARM_UP = 5;
const PAGE = 50;
const DEVICE = '0b7d3c4e-bench-4f00-9d53-2a4b7c9e1f18';
const ENGINE = process.env.BENCH_ENGINE === 'postgres' ? 'postgres' : 'pglite';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function timed(url: string, headers: Record<string, string>) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${body.slice(0, 200)}`);
  return { ms: elapsed, body };
}

async function measure(url: string, headers: Record<string, string>) {
  for (let i = 0; i < WARM_UP; i++) await timed(url, headers);
  const samples: number[] = [];
  for (let i = 0; i < REQUESTS; i++) samples.push((await timed(url, headers)).ms);
  const sorted = samples.sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

/** The address of page `page` of a list, by following its cursors. */
async function pageUrl(base: string, page: number, headers: Record<string, string>) {
  let url = base;
  for (let at = 1; at < page; at++) {
    const body = JSON.parse((await timed(url, headers)).body) as {
      data: { items: unknown[]; next_cursor: string | null };
    };
    if (body.data.items.length !== 20 || !body.data.next_cursor)
      throw new Error(`${base}: no page ${at + 1}`);
    url = `${base}&cursor=${encodeURIComponent(body.data.next_cursor)}`;
  }
  return url;
}

const postgres = ENGINE === 'postgres' ? await freshPostgres() : null;
if (ENGINE === 'postgres' && !postgres) throw new Error('No PostgreSQL server answers.');
const dataDir = postgres ? undefined : mkdtempSync(join(tmpdir(), 'bench-job-applications-'));
const apiEnv = {
  ...(postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: dataDir }),
  JOBS: 'off',
  DEMO_ADS: '0',
  // The poster signs up through the development outbox (loopback only).
  DEV_ROUTES: 'true',
};

try {
  let database = await openDatabase({ url: postgres?.url, dataDir, poolSize: 2 });
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    await seedBulkAds(database.db, { count: ADS, seed: 18, now: new Date(), ttlDays: 30 });
  } finally {
    await database.close();
  }

  // The poster: a member signed up through the API (the access token is a row, so it outlives
  // the restart below).
  const signUp = await startApi(apiEnv);
  let token: string;
  try {
    token = /access_token=([^;]+)/.exec(await memberCookie(signUp.url, DEVICE))![1]!;
  } finally {
    await signUp.stop();
  }

  // One live job ad of the bulk generator given to the poster, and APPLICATIONS applications to
  // it from as many members: newest first a minute apart, 40% sent, 30% viewed, 10% hired, 20%
  // rejected, each with a resume copy (ADR 0050).
  database = await openDatabase({ url: postgres?.url, dataDir, poolSize: 2 });
  let adId: string;
  try {
    const job = (await database.db.execute(sql`
      update ads set user_id = (select max(id) from users where first_name = 'Bench'),
        store_id = null
      where id = (select a.id from ads a join categories c on c.id = a.category_id
                  where c.type = 'job' and a.status = 'active' and a.expires_at > now()
                  order by a.id limit 1)
      returning id::text as id`)) as unknown as { rows: { id: string }[] };
    adId = job.rows[0]!.id;
    await database.db.execute(sql`
      insert into users (first_name, last_name, status)
      select 'Applicant', g::text, 'active' from generate_series(1, ${APPLICATIONS}) g`);
    await database.db.execute(sql`
      insert into job_applications (ad_id, applicant_id, status, message, resume, created_at,
        updated_at, viewed_at, decided_at)
      select ${adId}::bigint, u.id, s.status, 'I would like this job.',
        jsonb_build_object('first_name', 'Applicant', 'last_name', u.last_name,
          'current_position', 'Accountant', 'phones', jsonb_build_array('012345678'),
          'summary', 'Five years of bookkeeping in Phnom Penh.'),
        now() - n * interval '1 minute', now() - n * interval '1 minute',
        case when s.status <> 'sent' then now() end,
        case when s.status in ('hired', 'rejected') then now() end
      from (select id, last_name, row_number() over (order by id) as n from users
            where first_name = 'Applicant') u
      cross join lateral (select case when n % 10 < 4 then 'sent' when n % 10 < 7 then 'viewed'
                                      when n % 10 < 8 then 'hired' else 'rejected' end
                          as status) s`);
    // OTHER_JOBS more live job ads of the generator given to the poster, and
    // OTHER_APPLICATIONS applications spread over them, falling between the first job's.
    await database.db.execute(sql`
      update ads set user_id = (select user_id from ads where id = ${adId}::bigint), store_id = null
      where id in (select a.id from ads a join categories c on c.id = a.category_id
                   where c.type = 'job' and a.status = 'active' and a.expires_at > now()
                     and a.id <> ${adId}::bigint
                   order by a.id limit ${OTHER_JOBS})`);
    await database.db.execute(sql`
      insert into users (first_name, last_name, status)
      select 'Elsewhere', g::text, 'active' from generate_series(1, ${OTHER_APPLICATIONS}) g`);
    await database.db.execute(sql`
      insert into job_applications (ad_id, applicant_id, status, message, resume, created_at,
        updated_at, viewed_at)
      select j.id, u.id, case when u.n % 2 = 0 then 'sent' else 'viewed' end,
        'I would like this job.', '{"first_name": "Elsewhere"}'::jsonb,
        now() - u.n * interval '5 minutes' - interval '30 seconds',
        now() - u.n * interval '5 minutes' - interval '30 seconds',
        case when u.n % 2 = 1 then now() end
      from (select id, row_number() over (order by id) as n from users
            where first_name = 'Elsewhere') u
      cross join lateral (
        select id from ads
        where user_id = (select user_id from ads where id = ${adId}::bigint)
          and id <> ${adId}::bigint
        order by id offset (u.n % ${OTHER_JOBS}) limit 1) j`);
    await database.db.execute(sql`analyze job_applications`);
  } finally {
    await database.close();
  }

  const api = await startApi(apiEnv);
  try {
    const headers = { 'Device-Id': DEVICE, 'Access-Token': token };
    const lists = [
      { name: 'one job', base: `${api.url}/api/me/jobs/${adId}/applications?limit=20` },
      { name: `all ${OTHER_JOBS + 1} jobs`, base: `${api.url}/api/me/job-applications?limit=20` },
    ];
    const rows: string[] = [];
    for (const { name, base } of lists)
      for (const status of ['all', 'viewed'] as const) {
        const url = `${base}&status=${status}`;
        const last = await pageUrl(url, PAGE, headers);
        let worst = {
          first: { p50: 0, p95: 0 },
          fiftieth: { p50: 0, p95: 0 },
          health: { p50: 0, p95: 0 },
        };
        for (let run = 0; run < RUNS; run++) {
          const health = await measure(`${api.url}/health`, headers);
          const first = await measure(url, headers);
          const fiftieth = await measure(last, headers);
          console.log(
            `${name}, ${status}, run ${run + 1}: page 1 p95 ${first.p95.toFixed(1)} ms, page ${PAGE} p95 ${fiftieth.p95.toFixed(1)} ms, /health p95 ${health.p95.toFixed(1)} ms`,
          );
          if (first.p95 + fiftieth.p95 > worst.first.p95 + worst.fiftieth.p95)
            worst = { first, fiftieth, health };
        }
        rows.push(
          `| ${name} | ${status} | ${worst.first.p50.toFixed(1)} / ${worst.first.p95.toFixed(1)} | ${worst.fiftieth.p50.toFixed(1)} / ${worst.fiftieth.p95.toFixed(1)} | ${(worst.fiftieth.p95 / worst.first.p95).toFixed(2)} | ${(worst.fiftieth.p95 / worst.health.p95).toFixed(1)} | ${worst.health.p95.toFixed(1)} |`,
        );
      }
    console.log(
      `\n${ENGINE}: ${APPLICATIONS} applications to one job ad and ${OTHER_APPLICATIONS} to ${OTHER_JOBS} more, among ${ADS} ads; ${REQUESTS} requests a figure, worst of ${RUNS} runs`,
    );
    console.log(
      `| list | status | page 1 p50 / p95 ms | page ${PAGE} p50 / p95 ms | page ${PAGE} ÷ page 1 (p95) | page ${PAGE} ÷ /health (p95) | /health p95 ms |`,
    );
    console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
    console.log(rows.join('\n'));
  } finally {
    await api.stop();
  }
} finally {
  await postgres?.drop();
}

// The resume builder's client JS, for a signed-in member (BENCH_CLIENT_JS=0 skips it).
if (process.env.BENCH_CLIENT_JS !== '0') {
  const { api, web } = await startDemoMarketplace('job-applications-js');
  try {
    const cookie = await memberCookie(api.url, DEVICE);
    for (const path of ['/en/me/resume', '/km/me/resume']) {
      const response = await fetch(`${web.url}${path}`, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
      const js = await clientJs(web.url, await response.text());
      console.log(
        `${path}: ${js.files} files, ${(js.gzip / 1024).toFixed(1)} KB gzip (${(js.raw / 1024).toFixed(1)} KB raw), ${(js.laterGzip / 1024).toFixed(1)} KB gzip after hydration; budget 150 KB`,
      );
    }
  } finally {
    await web.stop();
    await api.stop();
  }
}
