/**
 * Measures, in one run on this machine:
 *  - requests/s of GET {api}/categories?meta=true&v=1 on PGlite and on PostgreSQL, each
 *    against a bare node:http server answering the same JSON bytes (the ratio is the figure);
 *  - the same with the API's category cache off (every request reads the database);
 *  - the gzip size of the client JS the home page loads.
 * Usage: pnpm bench   (PostgreSQL from DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres)
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, startNode } from './lib/processes.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DEVICE = { 'Device-Id': '0b7d3c4e-bench-4f00-9d53-2a4b7c9e1f00' };
const PATH = '/api/categories?meta=true&v=1';

async function load(url: string): Promise<number> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: DEVICE,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

async function postgresUrl(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: admin });
  try {
    await client.connect();
  } catch {
    return null;
  }
  const name = `psar_bench_${Date.now()}`;
  await client.query(
    `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
  );
  await client.end();
  return {
    url: admin.replace(/\/[^/]*$/, `/${name}`),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function startApi(env: NodeJS.ProcessEnv) {
  const port = freePort();
  return startNode(['--import', 'tsx', 'src/main.ts'], {
    cwd: join(ROOT, 'apps/api'),
    env: { API_PORT: String(port), LOG_LEVEL: 'warn', ...env },
    url: `http://127.0.0.1:${port}`,
    probe: '/health',
  });
}

interface Row {
  engine: string;
  cache: string;
  api: number;
  bare: number;
}

async function measureEngine(engine: string, env: NodeJS.ProcessEnv, rows: Row[]) {
  for (const cache of ['on (60 s TTL)', 'off']) {
    const api = await startApi({ ...env, CATEGORY_CACHE_TTL_MS: cache === 'off' ? '0' : '60000' });
    try {
      const body = Buffer.from(
        await (await fetch(`${api.url}${PATH}`, { headers: DEVICE })).arrayBuffer(),
      );
      const file = join(mkdtempSync(join(tmpdir(), 'bench-')), 'body.json');
      writeFileSync(file, body);
      const bare = await startNode([join(import.meta.dirname, 'lib/bare-server.mjs'), file], {
        cwd: ROOT,
      });
      try {
        await load(`${api.url}${PATH}`); // warm-up (JIT, pool)
        const bareRps = await load(`${bare.url}${PATH}`);
        const apiRps = await load(`${api.url}${PATH}`);
        rows.push({ engine, cache, api: apiRps, bare: bareRps });
        console.log(
          `${engine}, cache ${cache}: API ${apiRps.toFixed(0)} req/s, bare ${bareRps.toFixed(0)} req/s (${body.length} bytes)`,
        );
      } finally {
        await bare.stop();
      }
    } finally {
      await api.stop();
    }
  }
}

async function homeClientJs(): Promise<{ files: number; gzipBytes: number; rawBytes: number }> {
  const api = await startApi({ DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-web-')) });
  const port = freePort();
  const web = await startNode(['server.js'], {
    cwd: join(ROOT, 'apps/web'),
    env: { NODE_ENV: 'production', PORT: String(port), API_URL: api.url },
    url: `http://127.0.0.1:${port}`,
  });
  try {
    const html = await (await fetch(`${web.url}/`)).text();
    const urls = new Set<string>();
    for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g))
      urls.add(match[1]!);
    for (const match of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?["']([^"']+\.js)["']/g))
      urls.add(match[1]!);
    let gzipBytes = 0;
    let rawBytes = 0;
    for (const url of urls) {
      const bytes = Buffer.from(await (await fetch(new URL(url, web.url))).arrayBuffer());
      rawBytes += bytes.length;
      gzipBytes += gzipSync(bytes, { level: 9 }).length;
    }
    return { files: urls.size, gzipBytes, rawBytes };
  } finally {
    await web.stop();
    await api.stop();
  }
}

const rows: Row[] = [];
await measureEngine('PGlite', { DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-pglite-')) }, rows);
const postgres = process.env.DATABASE_URL
  ? { url: process.env.DATABASE_URL, drop: async () => {} }
  : await postgresUrl();
if (postgres) {
  try {
    await measureEngine('PostgreSQL', { DATABASE_URL: postgres.url }, rows);
  } finally {
    await postgres.drop();
  }
} else {
  console.log('PostgreSQL not reachable: skipped');
}
const js = await homeClientJs();

console.log(
  `\nGET ${PATH}: ${DURATION} s per run, ${CONNECTIONS} connections, autocannon, node ${process.version}`,
);
console.log('| engine | category cache | API req/s | bare node:http req/s | ratio |');
console.log('| --- | --- | ---: | ---: | ---: |');
for (const row of rows) {
  console.log(
    `| ${row.engine} | ${row.cache} | ${row.api.toFixed(0)} | ${row.bare.toFixed(0)} | ${((row.api / row.bare) * 100).toFixed(1)}% |`,
  );
}
console.log(
  `\nHome page client JS: ${js.files} files, ${(js.gzipBytes / 1024).toFixed(1)} KB gzip (${(js.rawBytes / 1024).toFixed(1)} KB raw)`,
);
