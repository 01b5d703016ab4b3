/**
 * The weight of the pages (issue 14): HTML bytes and client JS (gzip, level 9, the page's
 * catalog script included) of the main pages, for a visitor and for a signed-in member, on the
 * demo marketplace (300 ads). Budgets: HTML ≤ 60 kB, JS ≤ 150 kB gzip on every page.
 * Usage: pnpm build && pnpm --filter @repo/bench bench:pages
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientJs } from './lib/client-js.ts';
import { freePort, ROOT, startApi, startNode } from './lib/processes.ts';

const DEVICE = 'bench-pages-0b7d3c4e-4f00-9d53';
const api = await startApi({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-pages-')),
  DEMO_ADS: '300',
  // The member signs up through the development outbox (loopback only).
  DEV_ROUTES: 'true',
  LOGIN_LIMIT_PER_IP_PER_MINUTE: '1000',
  CODE_SENDS_PER_IP_PER_HOUR: '1000',
});
const port = freePort();
const web = await startNode(['server.js'], {
  cwd: join(ROOT, 'apps/web'),
  env: { NODE_ENV: 'production', PORT: String(port), API_URL: api.url, INSECURE_COOKIES: 'true' },
  url: `http://127.0.0.1:${port}`,
});

/** A member's session cookies: registered and verified through the API (its outbox). */
async function member(): Promise<string> {
  const headers = { 'Device-Id': DEVICE, 'Content-Type': 'application/x-www-form-urlencoded' };
  const phone = `012${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  const registered = await fetch(`${api.url}/auth/register`, {
    method: 'POST',
    headers,
    body: new URLSearchParams({
      login: phone,
      first_name: 'Bench',
      last_name: 'Member',
      password: 'bench pages 2026',
    }),
  });
  const { data } = (await registered.json()) as { data: { ticket: string } };
  const outbox = await fetch(
    `${api.url}/api/dev/outbox?limit=1&to=${encodeURIComponent(`+855${phone.slice(1)}`)}`,
    {
      headers: { 'Device-Id': DEVICE },
    },
  );
  const code = /\b(\d{6})\b/.exec(
    ((await outbox.json()) as { data: { body: string }[] }).data[0]!.body,
  )![1]!;
  const verified = await fetch(`${api.url}/auth/verify`, {
    method: 'POST',
    headers,
    body: new URLSearchParams({ ticket: data.ticket, code }),
  });
  const { token } = (
    (await verified.json()) as { data: { token: { access_token: string; refresh_token: string } } }
  ).data;
  return `device_id=${DEVICE}; access_token=${token.access_token}; refresh_token=${token.refresh_token}`;
}

try {
  const listing = (await (
    await fetch(`${api.url}/api/posts?limit=1`, { headers: { 'Device-Id': DEVICE } })
  ).json()) as { data: { items: { id: string; title: string }[] } };
  const ad = listing.data.items[0]!;
  const adPath = `/x-adid-${ad.id}`; // answered with a 301 to its address, followed
  const pages = [
    '/en',
    '/km',
    '/en/all-ads',
    '/km/c-cars',
    '/en/search-result?q=toyota',
    adPath,
    '/en/login',
  ];
  const memberPages = ['/en', '/km/c-cars', adPath, '/en/me', '/en/post'];
  const cookie = await member();
  const rows: string[] = [];
  for (const [who, list, headers] of [
    ['visitor', pages, { cookie: `device_id=${DEVICE}` }],
    ['member', memberPages, { cookie }],
  ] as const) {
    for (const path of list) {
      const response = await fetch(`${web.url}${path}`, { headers });
      const html = await response.text();
      const js = await clientJs(web.url, html);
      const bytes = Buffer.byteLength(html);
      rows.push(
        `| ${who} | \`${new URL(response.url).pathname.slice(0, 40)}\` | ${response.status} | ${(bytes / 1024).toFixed(1)} kB${bytes > 60 * 1024 ? ' ✗' : ''} | ${(js.gzip / 1024).toFixed(1)} kB${js.gzip > 150 * 1024 ? ' ✗' : ''} |`,
      );
    }
  }
  console.log('| who | page | status | HTML | JS gzip |\n| --- | --- | ---: | ---: | ---: |');
  console.log(rows.join('\n'));
} finally {
  await web.stop();
  await api.stop();
}
