/**
 * The weight of the pages: HTML bytes and client JS (gzip, level 9, the page's
 * catalog script included) of the main pages, for a visitor and for a signed-in member, on the
 * demo marketplace (300 ads), once its photos are made (a card with a photo weighs ~170 bytes
 * more). Budgets: HTML ≤ 60 kB, JS ≤ 150 kB gzip on every page.
 * Usage: pnpm build && pnpm --filter @repo/bench bench:pages
 */
import { clientJs } from './lib/client-js.ts';
import { memberCookie } from './lib/member.ts';
import { startDemoMarketplace } from './lib/processes.ts';

const DEVICE = 'bench-pages-0b7d3c4e-4f00-9d53';
const { api, web } = await startDemoMarketplace('pages');

/** Waits (at most 4 minutes) until the demo's photos are made: the covers stop coming. */
async function demoPhotosMade(): Promise<void> {
  let covers = -1;
  let steady = 0;
  for (let waited = 0; waited < 240 && steady < 3; waited += 2) {
    const page = (await (
      await fetch(`${api.url}/api/posts?limit=50`, { headers: { 'Device-Id': DEVICE } })
    ).json()) as { data: { items: { cover: unknown }[] } };
    const now = page.data.items.filter((item) => item.cover).length;
    steady = now === covers && now > 0 ? steady + 1 : 0;
    covers = now;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  console.log(`demo photos: ${covers} of the latest 50 ads have a cover`);
}

try {
  await demoPhotosMade();
  const listing = (await (
    await fetch(`${api.url}/api/posts?limit=1`, { headers: { 'Device-Id': DEVICE } })
  ).json()) as { data: { items: { id: string; title: string }[] } };
  const ad = listing.data.items[0]!;
  const adPath = `/x-adid-${ad.id}`; // answered with a 301 to its address, followed
  const pages = [
    '/en',
    '/km',
    '/en/all-ads',
    '/km/all-ads',
    '/km/all-ads-in-phnom-penh',
    '/km/c-cars-vehicles',
    '/km/c-cars',
    '/en/search-result?q=toyota',
    adPath,
    '/en/login',
  ];
  const memberPages = [
    '/en',
    '/km/all-ads',
    '/km/c-cars',
    adPath,
    '/en/me',
    '/en/post',
    '/en/chats',
    `/km/chats?ad=${ad.id}`,
  ];
  const cookie = await memberCookie(api.url, DEVICE);
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
