/**
 * The category page `/c-{category}`, measured in one run on this machine:
 *  - requests/s of the server-rendered page (production build, its own API on a fresh PGlite
 *    with the demo marketplace) against a bare node:http server answering the same HTML bytes
 *    (target: ≥ 15%), with the shared page cache on (the default, ADR 0011) and off;
 *  - the API's own `GET {api}/posts?category=…` (the listing the page shows);
 *  - the gzip size of the client JS the page loads (budget: 150 KB).
 * The API is started once to seed the demo ads (DEMO_ADS, default 300) and stopped at once, so
 * the second start serves them without making demo photos in the background (cards show "No
 * photo"). The visitor is a returning one (device cookie set).
 * Usage: pnpm --filter @repo/bench bench:category   (build the web app first: pnpm build)
 */
import { clientJs } from './lib/client-js.ts';
import {
  CONNECTIONS,
  DURATION,
  bareServerRps,
  loadTest,
  startVisitorMarketplace,
} from './lib/processes.ts';

const VISITOR = { cookie: 'device_id=0b7d3c4e-bench-4f00-9d53-2a4b7c9e1f00' };
const CATEGORY = process.env.BENCH_CATEGORY ?? 'cars';
const PATH = `/c-${CATEGORY}`;
// First start: migrations, reference data and the demo content; stopped before photos pile up.
const { api, startWeb, demoAds } = await startVisitorMarketplace('category');

try {
  const rows: [string, number][] = [];
  let html = '';
  let bareRps = 0;
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
        const cards = (html.match(/-adid-\d+/g) ?? []).length;
        if (cards === 0) throw new Error(`${PATH} lists no ads: is the demo seed on?`);
        bareRps = await bareServerRps(html, 'text/html; charset=utf-8', VISITOR);
        const js = await clientJs(web.url, html);
        console.log(
          `\n${PATH} client JS: ${js.files} files, ${(js.gzip / 1024).toFixed(1)} KB gzip (${(js.raw / 1024).toFixed(1)} KB raw); budget 150 KB gzip; ${(js.laterGzip / 1024).toFixed(1)} KB more after hydration`,
        );
      }
      await loadTest(`${web.url}${PATH}`, VISITOR); // warm-up
      rows.push([`Remix SSR, ${cache.label}`, await loadTest(`${web.url}${PATH}`, VISITOR)]);
    } finally {
      await web.stop();
    }
  }
  rows.push(['bare node:http, same bytes', bareRps]);
  rows.push([
    `API alone: GET {api}/posts?category=${CATEGORY}`,
    await loadTest(`${api.url}/api/posts?category=${CATEGORY}`, {
      'Device-Id': 'bench-device-0001',
    }),
  ]);
  console.log(
    `\nPGlite: GET ${PATH} (${Buffer.byteLength(html)} bytes of HTML, ${demoAds} demo ads): ${DURATION} s per run, ${CONNECTIONS} connections, node ${process.version}`,
  );
  console.log('| server | req/s | ratio |');
  console.log('| --- | ---: | ---: |');
  for (const [label, rps] of rows)
    console.log(`| ${label} | ${rps.toFixed(0)} | ${((rps / bareRps) * 100).toFixed(1)}% |`);
} finally {
  await api.stop();
}
