/**
 * The weight of the pages: HTML bytes and client JS (gzip, level 9, the page's
 * catalog script included) of the main pages, for a visitor and for a signed-in member, on the
 * demo marketplace (300 ads), once its photos are made (a card with a photo weighs ~170 bytes
 * more). Budgets: HTML ≤ 60 kB, JS ≤ 150 kB gzip on every page. What a page imports after
 * hydration (the segment's share button and tooltip, the chat thread's socket client) is shown
 * beside it, and the total.
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
    await fetch(`${api.url}/api/posts?limit=2`, { headers: { 'Device-Id': DEVICE } })
  ).json()) as { data: { items: { id: string; title: string }[] } };
  const ad = listing.data.items[0]!;
  const chatAd = listing.data.items[1]!;
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
  // A conversation of the member's about a demo ad: its thread loads the live socket client.
  const accessToken = /access_token=([^;]+)/.exec(cookie)![1]!;
  const started = (await (
    await fetch(`${api.url}/api/chats`, {
      method: 'POST',
      headers: {
        'Device-Id': DEVICE,
        'Access-Token': accessToken,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        ad_id: chatAd.id,
        client_id: 'bench-pages-chat-1',
        text: 'Is this still available?',
      }),
    })
  ).json()) as { data: { conversation_id: string } };
  memberPages.push(`/en/chats?id=${started.data.conversation_id}`);
  const rows: string[] = [];
  for (const [who, list, headers] of [
    ['visitor', pages, { cookie: `device_id=${DEVICE}` }],
    ['member', memberPages, { cookie }],
  ] as const) {
    for (const path of list) {
      const response = await fetch(`${web.url}${path}`, { headers });
      const html = await response.text();
      const js = await clientJs(web.url, html, { hydrated: /^live-chat-/ });
      const bytes = Buffer.byteLength(html);
      const shown = `${new URL(response.url).pathname}${new URL(response.url).search}`.slice(0, 40);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
      rows.push(
        `| ${who} | \`${shown}\` | ${response.status} | ${kb(bytes)}${bytes > 60 * 1024 ? ' ✗' : ''} | ${kb(js.gzip)}${js.gzip > 150 * 1024 ? ' ✗' : ''} | ${kb(js.laterGzip)} | ${kb(js.gzip + js.laterGzip)} |`,
      );
    }
  }
  console.log(
    '| who | page | status | HTML | JS gzip | + after hydration | total |\n| --- | --- | --- | ---: | ---: | ---: | ---: |',
  );
  console.log(rows.join('\n'));
} finally {
  await web.stop();
  await api.stop();
}
