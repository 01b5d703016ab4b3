/**
 * Measures, in one run on this machine:
 *  - requests/s of GET {api}/categories?meta=true&v=1 on PGlite and on PostgreSQL, each
 *    against a bare node:http server answering the same JSON bytes (the ratio is the figure);
 *  - the same with the API's category cache off (every request reads the database).
 * Usage: pnpm bench   (PostgreSQL from DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres)
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshPostgres } from './lib/postgres.ts';
import { CONNECTIONS, DURATION, loadTest, ROOT, startApi, startNode } from './lib/processes.ts';

const DEVICE = { 'Device-Id': '0b7d3c4e-bench-4f00-9d53-2a4b7c9e1f00' };
const PATH = '/api/categories?meta=true&v=1';

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
        await loadTest(`${api.url}${PATH}`, DEVICE); // warm-up (JIT, pool)
        const bareRps = await loadTest(`${bare.url}${PATH}`, DEVICE);
        const apiRps = await loadTest(`${api.url}${PATH}`, DEVICE);
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

const rows: Row[] = [];
await measureEngine('PGlite', { DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-pglite-')) }, rows);
const postgres = await freshPostgres();
if (postgres) {
  try {
    await measureEngine('PostgreSQL', { DATABASE_URL: postgres.url }, rows);
  } finally {
    await postgres.drop();
  }
} else {
  console.log('PostgreSQL not reachable: skipped');
}

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
