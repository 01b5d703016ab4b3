/**
 * Main-thread work of a page load: what the page's JavaScript (module evaluation, hydration,
 * effects) adds to the browser's own work, read from Chromium traces. Lighthouse's Total
 * Blocking Time comes from the same tasks, but one Lighthouse run moves with the machine's load;
 * here every figure is a median of several loads, beside a reference measured in the same run:
 * the same page loaded with JavaScript off (parsing, style, layout and paint only).
 *
 * Per page and mode, over BENCH_LOADS loads (default 7, alternating the modes), each in a fresh
 * browser context (empty cache) at Lighthouse's mobile viewport, unthrottled:
 * - main: the main thread's tasks from the document's first parse to 2.5 s after hydration;
 * - script: the script tasks among them (evaluation, calls, microtasks, timers, idle callbacks);
 * - blocking: Σ max(0, 4 × task − 50 ms) over the tasks after the first contentful paint: the
 *   Total Blocking Time Lighthouse would simulate with its 4× CPU slowdown from these tasks;
 * - longest: the longest task.
 * `BENCH_COMPARE_WEB=<origin>` also loads the same paths from another web server (for example
 * the previous build, started by hand), alternating with this one: an A/B in one run.
 * Usage: pnpm build && pnpm --filter @repo/bench bench:hydration
 *   BENCH_LOADS (default 7); BENCH_PAGES (comma-separated paths; default: the Lighthouse pages);
 *   CHROME_PATH (default /usr/bin/chromium).
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH } from './lib/chromium.ts';
import { ROOT, startDemoMarketplace } from './lib/processes.ts';

const LOADS = Math.max(1, Number(process.env.BENCH_LOADS ?? 7));
const COMPARE = process.env.BENCH_COMPARE_WEB;
const DEVICE = 'bench-hydration-2b7c-4f0e-9a41';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { beginData?: { url?: string } };
}
interface Load {
  main: number;
  script: number;
  blocking: number;
  longest: number;
}
const METRICS = ['main', 'script', 'blocking', 'longest'] as const;
const SCRIPT_EVENTS = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.evaluateModule',
  'RunMicrotasks',
  'TimerFire',
  'FireIdleCallback',
  'EventDispatch',
]);
const isTask = (e: TraceEvent) =>
  e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask';

/** Keeps the events no other event of the list encloses (a task's nested tasks, a call's calls). */
function outermost(events: TraceEvent[]): TraceEvent[] {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const kept: TraceEvent[] = [];
  let end = -Infinity;
  for (const e of sorted) {
    if (e.ts >= end) {
      kept.push(e);
      end = e.ts + (e.dur ?? 0);
    }
  }
  return kept;
}

/** One load of `url` in a fresh context; the figures of its renderer's main thread. */
async function load(browser: Browser, url: string, javaScriptEnabled: boolean): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    javaScriptEnabled,
    extraHTTPHeaders: { 'Device-Id': DEVICE },
  });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'toplevel',
        'loading',
      ],
    });
    await page.goto(url, { waitUntil: 'load' });
    if (javaScriptEnabled)
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await page.waitForTimeout(2_500);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    const parse = traceEvents.find(
      (e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(url),
    );
    if (!parse) throw new Error(`${url}: no ParseHTML event in the trace`);
    const mine = traceEvents.filter(
      (e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X' && e.ts >= parse.ts,
    );
    const fcp =
      traceEvents.find((e) => e.name === 'firstContentfulPaint' && e.pid === parse.pid)?.ts ??
      parse.ts;
    const tasks = outermost(mine.filter(isTask));
    const ms = (list: TraceEvent[]) => list.reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0);
    return {
      main: ms(tasks),
      script: ms(outermost(mine.filter((e) => SCRIPT_EVENTS.has(e.name)))),
      blocking: tasks
        .filter((e) => e.ts >= fcp)
        .reduce((sum, e) => sum + Math.max(0, (4 * (e.dur ?? 0)) / 1000 - 50), 0),
      longest: Math.max(0, ...tasks.map((e) => (e.dur ?? 0) / 1000)),
    };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const worst = (xs: number[]) => Math.max(...xs);

if (!existsSync(join(ROOT, 'apps/web/build/server/index.js')))
  throw new Error('apps/web/build/server/index.js is missing: run `pnpm build` first');
const { api, web } = await startDemoMarketplace('hydration');
const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: CHROME_FLAGS,
});
try {
  const first = (await (
    await fetch(`${api.url}/api/posts?limit=1`, { headers: { 'Device-Id': DEVICE } })
  ).json()) as { data: { items: { id: string }[] } };
  const adUrl = await fetch(`${web.url}/x-adid-${first.data.items[0]!.id}`, {
    headers: { 'Device-Id': DEVICE },
  });
  const pages = process.env.BENCH_PAGES?.split(',') ?? [
    '/en',
    '/km',
    '/en/all-ads',
    '/km/c-cars',
    new URL(adUrl.url).pathname,
  ];
  const modes: [string, string, boolean][] = [
    ['JS on', web.url, true],
    ['JS off (reference)', web.url, false],
    ...(COMPARE
      ? ([['JS on, BENCH_COMPARE_WEB', COMPARE, true]] as [string, string, boolean][])
      : []),
  ];
  console.log(
    `# Main-thread work of a page load (median and worst of ${LOADS} loads, unthrottled; ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')} on start)\n`,
  );
  console.log('| page | mode | main ms | script ms | blocking at 4× ms | longest task ms |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: |');
  for (const path of pages) {
    const runs = new Map<string, Load[]>(modes.map(([name]) => [name, []]));
    // Warm the server's page cache and the API's so that every load sees the same server.
    for (const [, origin] of modes) {
      const response = await fetch(`${origin}${path}`, { headers: { 'Device-Id': DEVICE } });
      if (!response.ok) throw new Error(`${origin}${path}: ${response.status}`);
    }
    for (let n = 0; n < LOADS; n++) {
      const order = n % 2 ? [...modes].reverse() : modes;
      for (const [name, origin, js] of order)
        runs.get(name)!.push(await load(browser, `${origin}${path}`, js));
    }
    for (const [name, list] of runs) {
      const cells = METRICS.map(
        (m) =>
          `${median(list.map((l) => l[m])).toFixed(0)} (${worst(list.map((l) => l[m])).toFixed(0)})`,
      );
      console.log(`| \`${path.slice(0, 40)}\` | ${name} | ${cells.join(' | ')} |`);
    }
  }
  console.log(
    `\nEach cell: median (worst). Load average at the end: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')}.`,
  );
} finally {
  await browser.close();
  await web.stop();
  await api.stop();
}
