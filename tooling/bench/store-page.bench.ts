/**
 * A store's public page `/{store-username}` (issue 17), measured in one run on this machine:
 *  - requests/s of the server-rendered page (production build, its own API on a fresh PGlite
 *    with the demo marketplace and its demo stores) against a bare node:http server answering
 *    the same HTML bytes (budget: ≥ 15%), with the shared page cache on (the default, ADR 0011)
 *    and off, each the worst of BENCH_RUNS runs (default 2);
 *  - the API's own `GET {api}/stores/{username}` and `GET {api}/posts?store=…`;
 *  - the gzip size of the client JS the page loads (budget: 150 KB without the map).
 * The visitor is a returning one without an account (device cookie set).
 * Usage: pnpm build && pnpm --filter @repo/bench bench:store-page   (BENCH_STORE, BENCH_SECONDS)
 */
import { clientJs } from './lib/client-js.ts';
import {
  CONNECTIONS,
  DURATION,
  bareServerRps,
  loadTest,
  startVisitorMarketplace,
} from './lib/processes.ts';

const VISITOR = { cookie: 'device_id=5a1e4c2b-bench-4f00-9d53-2a4b7c9e1f00' };
const STORE = process.env.BENCH_STORE ?? 'sokha.phones';
const PATH = `/${STORE}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 2);
// First start: migrations, reference data and the demo content; stopped before photos pile up.
const { api, startWeb, demoAds } = await startVisitorMarketplace('store-page');

/** The lowest of RUNS measurements (after one warm-up). */
async function worstOf(url: string, headers: Record<string, string>): Promise<number> {
  await loadTest(url, headers);
  let worst = Infinity;
  for (let run = 0; run < RUNS; run += 1) worst = Math.min(worst, await loadTest(url, headers));
  return worst;
}

try {
  const rows: [string, number][] = [];
  let html = '';
  let bareRps = Infinity;
  for (const [index, cache] of [
    { label: 'page cache 5 s (default)', env: {} },
    { label: 'page cache off (every request renders)', env: { PAGE_CACHE_SECONDS: '0' } },
  ].entries()) {
    const web = await startWeb(cache.env);
    try {
      const response = await fetch(`${web.url}${PATH}`, { headers: VISITOR });
      if (response.status !== 200) throw new Error(`${PATH}: ${response.status}`);
      const page = await response.text();
      if (index === 0) {
        html = page;
        if (!html.includes('LocalBusiness')) throw new Error(`${PATH} is not a store's page`);
        const cards = (html.match(/-adid-\d+/g) ?? []).length;
        if (cards === 0) throw new Error(`${PATH} lists no ads: is the demo seed on?`);
        for (let run = 0; run < RUNS; run += 1)
          bareRps = Math.min(
            bareRps,
            await bareServerRps(html, 'text/html; charset=utf-8', VISITOR),
          );
        const js = await clientJs(web.url, html);
        console.log(
          `\n${PATH} client JS: ${js.files} files, ${(js.gzip / 1024).toFixed(1)} KB gzip (${(js.raw / 1024).toFixed(1)} KB raw); budget 150 KB gzip; ${(js.laterGzip / 1024).toFixed(1)} KB more after hydration`,
        );
      }
      rows.push([`Remix SSR, ${cache.label}`, await worstOf(`${web.url}${PATH}`, VISITOR)]);
    } finally {
      await web.stop();
    }
  }
  rows.push(['bare node:http, same bytes', bareRps]);
  const device = { 'Device-Id': 'bench-device-0001' };
  rows.push([
    `API alone: GET {api}/stores/${STORE}`,
    await worstOf(`${api.url}/api/stores/${STORE}`, device),
  ]);
  rows.push([
    `API alone: GET {api}/posts?store=${STORE}`,
    await worstOf(`${api.url}/api/posts?store=${STORE}`, device),
  ]);
  console.log(
    `\nPGlite: GET ${PATH} (${Buffer.byteLength(html)} bytes of HTML, ${demoAds} demo ads): ${DURATION} s per run, worst of ${RUNS}, ${CONNECTIONS} connections, node ${process.version}`,
  );
  console.log('| server | req/s | ratio |');
  console.log('| --- | ---: | ---: |');
  for (const [label, rps] of rows)
    console.log(`| ${label} | ${rps.toFixed(0)} | ${((rps / bareRps) * 100).toFixed(1)}% |`);
} finally {
  await api.stop();
}
