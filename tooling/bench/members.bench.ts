/**
 * Pages for members: requests/s of the signed-in home, a listing and an ad page
 * (production web server, the API as its own process with the demo marketplace), each against
 * a bare node:http server answering the very bytes of that page, measured in the same run.
 * Budget: each page ≥ 10% of its bare server. Also prints the page's HTML size and the
 * latency percentiles of the member's requests.
 * Usage: pnpm build && pnpm --filter @repo/bench bench:members
 *   (BENCH_SECONDS, BENCH_CONNECTIONS as in the other page benchmarks; BENCH_RUNS, default 2)
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { memberCookie } from './lib/member.ts';
import { CONNECTIONS, DURATION, ROOT, startDemoMarketplace, startNode } from './lib/processes.ts';

const DEVICE = 'bench-members-4c1d8a2e-77b0-4e51';
const RUNS = Number(process.env.BENCH_RUNS ?? 2);

const { api, web } = await startDemoMarketplace('members');

interface Load {
  rps: number;
  p50: number;
  p97_5: number;
}

async function load(url: string, headers: Record<string, string>): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
  };
}

try {
  const listing = (await (
    await fetch(`${api.url}/api/posts?limit=1`, { headers: { 'Device-Id': DEVICE } })
  ).json()) as { data: { items: { id: string }[] } };
  const cookie = await memberCookie(api.url, DEVICE);
  const headers = { cookie };
  // The ad page's own address (the short one answers a 301).
  const adUrl = (await fetch(`${web.url}/x-adid-${listing.data.items[0]!.id}`, { headers })).url;
  const pages = ['/en', '/en/all-ads', new URL(adUrl).pathname];

  const rows: string[] = [];
  for (const path of pages) {
    const response = await fetch(`${web.url}${path}`, { headers });
    const html = await response.text();
    if (!response.ok || !html.includes('/logout'))
      throw new Error(`${path}: ${response.status}, not rendered for a member`);
    const file = join(mkdtempSync(join(tmpdir(), 'bench-members-html-')), 'page.html');
    writeFileSync(file, html);
    const bare = await startNode(
      [join(import.meta.dirname, 'lib/bare-server.mjs'), file, 'text/html; charset=utf-8'],
      { cwd: ROOT },
    );
    try {
      await load(`${web.url}${path}`, headers); // warm-up: JIT, the API's caches
      let worst: { ratio: number; page: Load; bare: Load } | undefined;
      for (let run = 0; run < RUNS; run += 1) {
        const bareLoad = await load(`${bare.url}/`, headers);
        const pageLoad = await load(`${web.url}${path}`, headers);
        const ratio = pageLoad.rps / bareLoad.rps;
        console.log(
          `${path.slice(0, 40)} run ${run + 1}: ${pageLoad.rps.toFixed(0)} req/s vs bare ${bareLoad.rps.toFixed(0)} (${(ratio * 100).toFixed(1)}%)`,
        );
        if (!worst || ratio < worst.ratio) worst = { ratio, page: pageLoad, bare: bareLoad };
      }
      rows.push(
        `| \`${path.slice(0, 40)}\` | ${(Buffer.byteLength(html) / 1024).toFixed(1)} kB | ${worst!.page.rps.toFixed(0)} | ${worst!.bare.rps.toFixed(0)} | ${(worst!.ratio * 100).toFixed(1)}%${worst!.ratio < 0.1 ? ' ✗' : ''} | ${worst!.page.p50} / ${worst!.page.p97_5} ms |`,
      );
    } finally {
      await bare.stop();
    }
  }
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s a run, worst of ${RUNS} runs\n` +
      '| signed-in page | HTML | req/s | bare req/s | ratio | p50 / p97.5 |\n| --- | ---: | ---: | ---: | ---: | ---: |',
  );
  console.log(rows.join('\n'));
} finally {
  await web.stop();
  await api.stop();
}
