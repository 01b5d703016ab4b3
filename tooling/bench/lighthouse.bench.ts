/**
 * Lighthouse mobile performance of the main pages: home (/en, /km), a listing
 * (/en/all-ads), a category listing (/km/c-cars) and an ad page, on the demo marketplace (300
 * ads, their generated photos made before any page is measured, so LCP measures real images).
 * Lighthouse's default mobile config (simulated throttling: slow 4G, 4× CPU slowdown), the
 * performance category only, a fresh headless Chromium (/usr/bin/chromium) for every run.
 * Each page runs BENCH_RUNS times (default 3); the WORST score is reported with its metrics and
 * the points each metric cost, then, per page, the top 5 failing audits by estimated savings
 * and a diagnosis of that run (render-blocking resources, the LCP element and its phases,
 * fonts, layout shifts, main-thread work). Goal: performance ≥ 95 on every page.
 * Simulated throttling scales the CPU time this machine observed: a busy machine (see the load
 * printed) inflates TBT and, through it, the paints. Every run's JSON report is kept in a temp
 * folder (printed at the end; open one at https://googlechrome.github.io/lighthouse/viewer/).
 * Usage: pnpm build && pnpm --filter @repo/bench bench:lighthouse
 *   BENCH_RUNS (default 3); CHROME_PATH (default /usr/bin/chromium);
 *   BENCH_LIGHTHOUSE_REPORTS=<folder of a previous run>: print its tables again, measure nothing.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROME_PATH } from './lib/chromium.ts';
import { freePort, ROOT, startApi, startNode, type Started } from './lib/processes.ts';
import { load, report, score, slug, type Lhr } from './lib/lighthouse-report.ts';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const DEVICE = 'bench-lighthouse-5e1a-4c2d-8f3b';
/** How long the API may take to make the demo photos (one ad at a time, three renditions). */
const PHOTOS_DEADLINE_MS = 15 * 60_000;

/** One Lighthouse run in a fresh Chromium (its own profile: empty cache, no cookies). */
async function lighthouseRun(url: string): Promise<{ lhr: Lhr; json: string }> {
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', ...CHROME_FLAGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`${url}: Lighthouse gave no result`);
    const lhr = result.lhr as unknown as Lhr;
    if (lhr.runtimeError)
      throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return { lhr, json: result.report as string };
  } finally {
    chrome.kill();
  }
}

/** Measures every page RUNS times against a fresh API and web server; keeps every report. */
async function measure(): Promise<Map<string, Lhr[]>> {
  if (!existsSync(join(ROOT, 'apps/web/build/server/index.js')))
    throw new Error('apps/web/build/server/index.js is missing: run `pnpm build` first');
  const started = Date.now();
  const api = await startApi({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-lighthouse-')),
    DEMO_ADS: '300',
    API_HOST: '127.0.0.1',
  });
  // The API says when its background job has made every demo photo.
  let photosMade = false;
  api.child.stdout?.on('data', (chunk: Buffer) => {
    if (/demo marketplace: \d+ photos made/.test(chunk.toString())) photosMade = true;
  });
  type Card = { id: string; cover: { urls: { medium: string } } | null };
  const firstAds = async (limit: number) => {
    const response = await fetch(`${api.url}/api/posts?limit=${limit}`, {
      headers: { 'Device-Id': DEVICE },
    });
    return ((await response.json()) as { data: { items: Card[] } }).data.items;
  };

  let web: Started | undefined;
  try {
    const port = freePort();
    web = await startNode(['server.js'], {
      cwd: join(ROOT, 'apps/web'),
      env: { NODE_ENV: 'production', PORT: String(port), API_URL: api.url, HOST: '127.0.0.1' },
      url: `http://127.0.0.1:${port}`,
    });

    // The demo photos: the API's "photos made" line (all of them, so that none is being encoded
    // while a page is measured); at the deadline, at least the first ads' photos. Either way
    // the first cover must be served as an image.
    const deadline = Date.now() + PHOTOS_DEADLINE_MS;
    let covered = 0;
    while (!photosMade && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      covered = (await firstAds(24)).filter((ad) => ad.cover).length;
      process.stderr.write(`\rwaiting for the demo photos: ${covered}/24 of the first ads…`);
    }
    process.stderr.write('\n');
    const cover = (await firstAds(24)).find((ad) => ad.cover)?.cover;
    if (!cover) throw new Error('the demo photos were not made in time');
    if (!photosMade) console.warn(`warning: not all photos made in time (${covered}/24 first ads)`);
    const image = await fetch(cover.urls.medium);
    if (!image.ok || !image.headers.get('content-type')?.startsWith('image/'))
      throw new Error(`${cover.urls.medium}: ${image.status} ${image.headers.get('content-type')}`);

    const [ad] = await firstAds(1);
    // /x-adid-{id} answers a 301 to the ad's address: Lighthouse is given the final URL.
    const adUrl = await fetch(`${web.url}/x-adid-${ad!.id}`, { headers: { 'Device-Id': DEVICE } });
    if (!adUrl.ok) throw new Error(`${adUrl.url}: ${adUrl.status}`);
    const pages = ['/en', '/km', '/en/all-ads', '/km/c-cars', new URL(adUrl.url).pathname];
    console.log(
      `Photos ready after ${Math.round((Date.now() - started) / 1000)} s; load average before ` +
        `the runs: ${load()} (${availableParallelism()} cores).`,
    );

    const out = mkdtempSync(join(tmpdir(), 'bench-lighthouse-reports-'));
    const results = new Map<string, Lhr[]>();
    for (const path of pages) {
      const runs: Lhr[] = [];
      for (let n = 1; n <= RUNS; n++) {
        // Lighthouse asks to be run again when its trace failed (NO_NAVSTART and the like):
        // such a run measured nothing, so it is run again, twice at most.
        const url = `${web.url}${path}`;
        const { lhr, json } = await lighthouseRun(url).catch((error: unknown) => {
          process.stderr.write(`${path} run ${n}: ${String(error)}; again\n`);
          return lighthouseRun(url).catch(() => lighthouseRun(url));
        });
        writeFileSync(join(out, `${slug(path)}.${n}.json`), json);
        process.stderr.write(`${path} run ${n}: ${score(lhr)} (load ${load()})\n`);
        runs.push(lhr);
      }
      results.set(path, runs);
    }
    console.log(`Load average after the runs: ${load()}. Reports (JSON): ${out}\n`);
    return results;
  } finally {
    await web?.stop();
    await api.stop();
  }
}

/** The reports of a previous run, by page (their requested path), in run order. */
function saved(folder: string): Map<string, Lhr[]> {
  const results = new Map<string, Lhr[]>();
  for (const name of readdirSync(folder)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const lhr = JSON.parse(readFileSync(join(folder, name), 'utf8')) as Lhr;
    const path = new URL(lhr.requestedUrl ?? lhr.finalDisplayedUrl).pathname;
    results.set(path, [...(results.get(path) ?? []), lhr]);
  }
  if (results.size === 0) throw new Error(`${folder}: no Lighthouse reports`);
  return results;
}

const folder = process.env.BENCH_LIGHTHOUSE_REPORTS;
console.log(`# Lighthouse mobile performance (worst of ${folder ? 'the saved' : RUNS} runs)\n`);
report(folder ? saved(folder) : await measure());
