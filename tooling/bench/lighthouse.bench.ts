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
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, ROOT, startApi, startNode, type Started } from './lib/processes.ts';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const GOAL = 95;
const DEVICE = 'bench-lighthouse-5e1a-4c2d-8f3b';
/** How long the API may take to make the demo photos (one ad at a time, three renditions). */
const PHOTOS_DEADLINE_MS = 15 * 60_000;
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

/** The parts of a Lighthouse result (LHR) this bench reads. */
interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  metricSavings?: Partial<Record<'LCP' | 'FCP' | 'TBT' | 'CLS' | 'INP', number>>;
  details?: Details;
}
interface Details {
  type: string;
  items?: Record<string, unknown>[];
  overallSavingsMs?: number;
  overallSavingsBytes?: number;
}
interface Lhr {
  requestedUrl?: string;
  finalDisplayedUrl: string;
  lighthouseVersion: string;
  userAgent: string;
  environment: { benchmarkIndex: number };
  runWarnings: string[];
  runtimeError?: { code: string; message: string };
  audits: Record<string, Audit>;
  categories: {
    performance: {
      score: number | null;
      auditRefs: { id: string; weight: number; group?: string }[];
    };
  };
}

const ms = (value: number | undefined) =>
  value === undefined
    ? '–'
    : value >= 1000
      ? `${(value / 1000).toFixed(2)} s`
      : `${Math.round(value)} ms`;
const kB = (bytes: number | undefined) =>
  bytes === undefined ? '–' : `${(bytes / 1024).toFixed(1)} kB`;
const score = (lhr: Lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100);
const metric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
/** The last part of a URL's path, for short lists. */
const file = (url: unknown) => {
  if (typeof url !== 'string') return String(url);
  try {
    const { pathname, search } = new URL(url);
    return (pathname.split('/').filter(Boolean).pop() ?? pathname) + search;
  } catch {
    return url;
  }
};
const slug = (path: string) =>
  path
    .replace(/^\//, '')
    .replace(/[^\w-]+/g, '_')
    .slice(0, 60);

/** The score points each metric cost (its weight × what its own score misses). */
function pointsLost(lhr: Lhr): string {
  const lost = METRICS.map(([id, name]) => {
    const weight = lhr.categories.performance.auditRefs.find((ref) => ref.id === id)?.weight ?? 0;
    return { name, points: weight * (1 - (lhr.audits[id]?.score ?? 1)) };
  })
    .filter((m) => m.points >= 0.5)
    .sort((a, b) => b.points - a.points);
  return lost.map((m) => `${m.name} ${m.points.toFixed(1)}`).join(', ') || '–';
}

/** Audits whose savings describe the metric itself rather than something to change. */
const NOT_OPPORTUNITIES = new Set(['largest-contentful-paint-element', 'network-requests']);

/** The failing performance audits (not metrics, not hidden insights), by estimated savings. */
function opportunities(lhr: Lhr): { audit: Audit; savingsMs: number; savings: string }[] {
  const list = [];
  for (const ref of lhr.categories.performance.auditRefs) {
    if (ref.group === 'metrics' || ref.group === 'hidden' || NOT_OPPORTUNITIES.has(ref.id))
      continue;
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 0.9) continue;
    if (!['metricSavings', 'numeric', 'binary'].includes(audit.scoreDisplayMode)) continue;
    const saved = audit.metricSavings ?? {};
    const overall = audit.details?.overallSavingsMs;
    const savingsMs = overall ?? Math.max(saved.LCP ?? 0, saved.FCP ?? 0, saved.TBT ?? 0);
    const parts = (['FCP', 'LCP', 'TBT'] as const)
      .filter((key) => (saved[key] ?? 0) > 0)
      .map((key) => `${key} −${ms(saved[key])}`);
    if ((saved.CLS ?? 0) > 0) parts.push(`CLS −${saved.CLS!.toFixed(3)}`);
    if (overall && parts.length === 0) parts.push(`−${ms(overall)}`);
    if (audit.details?.overallSavingsBytes) parts.push(`−${kB(audit.details.overallSavingsBytes)}`);
    if (audit.displayValue) parts.push(`(${audit.displayValue})`);
    list.push({ audit, savingsMs, savings: parts.join(', ') || '–' });
  }
  return list.sort(
    (a, b) =>
      b.savingsMs - a.savingsMs ||
      (b.audit.details?.overallSavingsBytes ?? 0) - (a.audit.details?.overallSavingsBytes ?? 0) ||
      (a.audit.score ?? 0) - (b.audit.score ?? 0),
  );
}

const items = (lhr: Lhr, id: string) => lhr.audits[id]?.details?.items ?? [];

/** What held the first paints back in one run: the lines of a page's diagnosis. */
function diagnosis(lhr: Lhr): string[] {
  const lines: string[] = [];
  const requests = items(lhr, 'network-requests') as {
    url: string;
    resourceType?: string;
    transferSize?: number;
    priority?: string;
    networkRequestTime?: number;
  }[];
  const ofType = (type: string) => requests.filter((r) => r.resourceType === type);
  const sum = (list: { transferSize?: number }[]) =>
    list.reduce((total, r) => total + (r.transferSize ?? 0), 0);

  const blocking = items(lhr, 'render-blocking-resources') as {
    url: string;
    totalBytes?: number;
    wastedMs?: number;
  }[];
  const blockingCss = blocking.filter((r) => /\.css(\?|$)/.test(r.url));
  const classic = lhr.audits['render-blocking-resources']?.metricSavings;
  const insight = lhr.audits['render-blocking-insight']?.metricSavings;
  lines.push(
    `render-blocking: ${blocking.length} resources (${blockingCss.length} stylesheets, ` +
      `${kB(blocking.reduce((t, r) => t + (r.totalBytes ?? 0), 0))}); est. savings ` +
      `FCP −${ms(classic?.FCP)} / LCP −${ms(classic?.LCP)} (render-blocking-insight: ` +
      `FCP −${ms(insight?.FCP)} / LCP −${ms(insight?.LCP)}); stylesheets loaded: ` +
      `${ofType('Stylesheet').length} (${kB(sum(ofType('Stylesheet')))})`,
  );
  if (blocking.length > 0)
    lines.push(
      `  ${blocking.map((r) => `${file(r.url)} ${kB(r.totalBytes)} ${ms(r.wastedMs)}`).join(' · ')}`,
    );

  const lcp = items(lhr, 'largest-contentful-paint-element');
  const element = (lcp[0]?.items as { node?: { snippet?: string; selector?: string } }[])?.[0]
    ?.node;
  const phases = (lcp[1]?.items as { phase: string; timing: number }[] | undefined) ?? [];
  lines.push(
    `LCP element: ${element?.snippet?.slice(0, 220) ?? '–'}` +
      (element?.selector ? ` (${element.selector.slice(0, 80)})` : ''),
  );
  if (phases.length > 0)
    lines.push(`  LCP phases: ${phases.map((p) => `${p.phase} ${ms(p.timing)}`).join(', ')}`);
  const lazy = lhr.audits['lcp-lazy-loaded'];
  const prioritize = lhr.audits['prioritize-lcp-image'];
  const discovery = items(lhr, 'lcp-discovery-insight').find((i) => i.type === 'checklist') as
    { items?: Record<string, { label: string; value: boolean }> } | undefined;
  lines.push(
    `  LCP image lazy-loaded: ${lazy?.score === 0 ? 'YES (lcp-lazy-loaded fails)' : lazy?.score === 1 ? 'no' : 'n/a (text)'}` +
      `; preload the LCP image: ${prioritize?.score === null || !prioritize ? 'n/a' : prioritize.score >= 0.9 ? 'not needed' : `LCP −${ms(prioritize.metricSavings?.LCP)}`}` +
      (discovery?.items
        ? `; discovery: ${Object.values(discovery.items)
            .map((c) => `${c.value ? '✓' : '✗'} ${c.label}`)
            .join(', ')}`
        : ''),
  );
  const images = ofType('Image');
  if (images.length > 0) {
    const first = [...images].sort(
      (a, b) => (a.networkRequestTime ?? 0) - (b.networkRequestTime ?? 0),
    )[0]!;
    lines.push(
      `  images: ${images.length} requested (${kB(sum(images))}); the first, ` +
        `${file(first.url)}, at ${ms(first.networkRequestTime)} unthrottled (priority ${first.priority})`,
    );
  }

  const fonts = ofType('Font');
  lines.push(
    `fonts: ${fonts.length} files (${kB(sum(fonts))})` +
      (fonts.length ? `: ${fonts.map((f) => `${file(f.url)} ${f.priority}`).join(', ')}` : '') +
      `; font-display: ${lhr.audits['font-display']?.score === 0 ? 'FAILS' : 'ok'}`,
  );
  const shifts = items(lhr, 'layout-shifts') as {
    score?: number;
    node?: { selector?: string };
    subItems?: { items?: { cause?: string; extra?: { value?: string } }[] };
  }[];
  if (shifts.length > 0)
    lines.push(
      `layout shifts: ${shifts
        .map(
          (s) =>
            `${(s.score ?? 0).toFixed(3)} ${s.node?.selector?.slice(-40) ?? ''}` +
            (s.subItems?.items?.length
              ? ` (${s.subItems.items.map((c) => `${c.cause}${c.extra?.value ? ` ${file(c.extra.value)}` : ''}`).join(', ')})`
              : ''),
        )
        .join('; ')}`,
    );

  const work = items(lhr, 'mainthread-work-breakdown') as {
    groupLabel: string;
    duration: number;
  }[];
  const boot = items(lhr, 'bootup-time') as { url: string; total: number; scripting: number }[];
  const longTasks = items(lhr, 'long-tasks') as { url: string; duration: number }[];
  lines.push(
    `main thread: ${lhr.audits['mainthread-work-breakdown']?.displayValue ?? '–'} ` +
      `(${work
        .slice(0, 4)
        .map((w) => `${w.groupLabel} ${ms(w.duration)}`)
        .join(', ')}); ` +
      `JS execution ${lhr.audits['bootup-time']?.displayValue ?? '–'}` +
      (boot.length
        ? ` (${boot
            .slice(0, 3)
            .map((b) => `${file(b.url)} ${ms(b.total)}`)
            .join(', ')})`
        : '') +
      `; scripts: ${ofType('Script').length} (${kB(sum(ofType('Script')))}); ` +
      `DOM: ${lhr.audits['dom-size']?.displayValue ?? '–'}`,
  );
  if (longTasks.length > 0)
    lines.push(
      `  long tasks: ${longTasks.length}, longest ${longTasks
        .slice(0, 3)
        .map((t) => `${ms(t.duration)} ${file(t.url)}`)
        .join(', ')}`,
    );
  lines.push(
    `server response: ${ms(metric(lhr, 'server-response-time'))}; requests: ${requests.length}, ` +
      `${lhr.audits['total-byte-weight']?.displayValue ?? '–'}`,
  );
  return lines;
}

/** The tables: the worst run of each page, then its opportunities and diagnosis. */
function report(results: Map<string, Lhr[]>) {
  const worst = new Map(
    [...results].map(([path, runs]) => [
      path,
      runs.reduce((a, b) => (score(b) < score(a) ? b : a)),
    ]),
  );
  const any = worst.values().next().value!;
  console.log(
    `Lighthouse ${any.lighthouseVersion}, ${/(?:Headless)?Chrome\/[\d.]+/.exec(any.userAgent)?.[0] ?? any.userAgent}, ` +
      `benchmarkIndex ${any.environment.benchmarkIndex}.\n`,
  );
  console.log(
    '| page | score (worst) | runs | FCP | LCP | TBT | CLS | SI | points lost |\n' +
      '| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | --- |',
  );
  for (const [path, lhr] of worst) {
    console.log(
      `| \`${path.length > 42 ? `${path.slice(0, 39)}…` : path}\` | ${score(lhr)}${score(lhr) < GOAL ? ' ✗' : ''} | ` +
        `${results.get(path)!.map(score).join(', ')} | ` +
        `${ms(metric(lhr, 'first-contentful-paint'))} | ${ms(metric(lhr, 'largest-contentful-paint'))} | ` +
        `${ms(metric(lhr, 'total-blocking-time'))} | ${(metric(lhr, 'cumulative-layout-shift') ?? 0).toFixed(3)} | ` +
        `${ms(metric(lhr, 'speed-index'))} | ${pointsLost(lhr)} |`,
    );
  }
  for (const [path, lhr] of worst) {
    console.log(`\n## ${path} (worst run: ${score(lhr)})\n`);
    const list = opportunities(lhr).slice(0, 5);
    if (list.length > 0) {
      console.log('| audit | estimated savings |\n| --- | --- |');
      for (const { audit, savings } of list)
        console.log(`| ${audit.title} (\`${audit.id}\`) | ${savings} |`);
      console.log('');
    }
    for (const line of diagnosis(lhr))
      console.log(line.startsWith('  ') ? `  - ${line.trim()}` : `- ${line}`);
    if (lhr.runWarnings.length) console.log(`- warnings: ${lhr.runWarnings.join(' / ')}`);
  }
}

/** One Lighthouse run in a fresh Chromium (its own profile: empty cache, no cookies). */
async function lighthouseRun(url: string): Promise<{ lhr: Lhr; json: string }> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
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
