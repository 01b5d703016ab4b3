/**
 * Measures, in one run on this machine:
 *  - requests/s of the server-rendered home page (production build, embedded API) against
 *    a bare node:http server answering the same HTML bytes;
 *  - the gzip size of the client JS the home page loads (budget: 150 KB).
 * Usage: pnpm --filter @repo/bench bench:home   (build the web app first: pnpm build)
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  CONNECTIONS,
  DURATION,
  freePort,
  loadTest,
  ROOT,
  startApi,
  startNode,
} from './lib/processes.ts';

/** A returning visitor: the device cookie is set, so the server issues none. */
const VISITOR = { cookie: 'device_id=0b7d3c4e-bench-4f00-9d53-2a4b7c9e1f00' };

const api = await startApi({ DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-home-')) });
const port = freePort();
const web = await startNode(['server.js'], {
  cwd: join(ROOT, 'apps/web'),
  env: { NODE_ENV: 'production', PORT: String(port), API_URL: api.url },
  url: `http://127.0.0.1:${port}`,
});
try {
  const html = await (await fetch(`${web.url}/`, { headers: VISITOR })).text();

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

  const file = join(mkdtempSync(join(tmpdir(), 'bench-home-html-')), 'home.html');
  writeFileSync(file, html);
  const bare = await startNode(
    [join(import.meta.dirname, 'lib/bare-server.mjs'), file, 'text/html; charset=utf-8'],
    {
      cwd: ROOT,
    },
  );
  try {
    await loadTest(`${web.url}/`, VISITOR); // warm-up: JIT, reference caches
    const bareRps = await loadTest(`${bare.url}/`, VISITOR);
    const webRps = await loadTest(`${web.url}/`, VISITOR);
    console.log(
      `\nGET / (home, ${Buffer.byteLength(html)} bytes of HTML): ${DURATION} s per run, ${CONNECTIONS} connections, node ${process.version}`,
    );
    console.log('| server | req/s | ratio |');
    console.log('| --- | ---: | ---: |');
    console.log(
      `| Remix SSR (production build) | ${webRps.toFixed(0)} | ${((webRps / bareRps) * 100).toFixed(1)}% |`,
    );
    console.log(`| bare node:http, same bytes | ${bareRps.toFixed(0)} | 100% |`);
    console.log(
      `\nHome page client JS: ${urls.size} files, ${(gzipBytes / 1024).toFixed(1)} KB gzip (${(rawBytes / 1024).toFixed(1)} KB raw); budget 150 KB gzip`,
    );
  } finally {
    await bare.stop();
  }
} finally {
  await web.stop();
  await api.stop();
}
