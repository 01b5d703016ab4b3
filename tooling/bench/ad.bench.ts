/**
 * The ad page `/{title}-adid-{id}`, measured in one run on this machine:
 *  - requests/s of the server-rendered page (production build, its own API on a fresh PGlite)
 *    against a bare node:http server answering the same HTML bytes (target: ≥ 15%);
 *  - where the time goes: the page's loaders alone (the single-fetch `.data` request, no HTML
 *    rendering) and the API's own GET of the ad;
 *  - the gzip size of the client JS the page loads (budget: 150 KB).
 * The ad is a car with 5 photos and 8 similar ads (each with a photo), posted through the API
 * by a member registered through the development outbox; the visitor is a returning one
 * (device cookie set). Rows: the web server's shared page cache on (ADR 0011: the default),
 * off, and with the visitor ad cache off too (every request renders and reads the API); the
 * view beacon the page loads (its own request, counting the view through the API).
 * Runs on PGlite, then on PostgreSQL (DATABASE_URL, or a fresh database at PG_ADMIN_URL /
 * 127.0.0.1:5432) when one answers. BENCH_PROFILE=<dir> writes a V8 CPU profile of each web
 * server run there (open it in Chrome DevTools).
 * Usage: pnpm --filter @repo/bench bench:ad   (build the web app first: pnpm build)
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { clientJs } from './lib/client-js.ts';
import {
  CONNECTIONS,
  DURATION,
  freePort,
  bareServerRps,
  loadTest,
  ROOT,
  startApi,
  startNode,
} from './lib/processes.ts';
import { freshPostgres } from './lib/postgres.ts';

const DEVICE = '0b7d3c4e-bench-4f00-9d53-2a4b7c9e1f00';
/** A returning visitor: the device cookie is set, so the server issues none. */
const VISITOR = { cookie: `device_id=${DEVICE}` };

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  let crc = 0xffffffff;
  for (const byte of body) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0, body.length + 4);
  return out;
}
/** A plain-colour PNG: something real for the API to decode and turn into renditions. */
function png(width: number, height: number, [r, g, b]: number[]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([r!, g!, b!], 1 + x * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

type Api = Awaited<ReturnType<typeof startApi>>;

function caller(api: Api) {
  return async function call<T>(
    method: string,
    path: string,
    options: { token?: string; body?: URLSearchParams | FormData } = {},
  ): Promise<T> {
    const response = await fetch(`${api.url}${path}`, {
      method,
      headers: {
        'Device-Id': 'bench-seller-device',
        ...(options.token ? { 'Access-Token': options.token } : {}),
      },
      body: options.body,
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
}

/**
 * A member registered through the API (the code from the development outbox) posts 8 similar
 * cars with a photo each, then the measured one with 5 photos. Answers the measured ad's path.
 */
async function seed(api: Api): Promise<{ path: string; adId: string }> {
  const call = caller(api);
  const { ticket } = await call<{ ticket: string }>('POST', '/auth/register', {
    body: new URLSearchParams({
      login: '012345678',
      first_name: 'Sokha',
      last_name: 'Chan',
      password: 'bench password 2026',
    }),
  });
  const outbox = await call<{ body: string }[]>('GET', '/api/dev/outbox?to=%2B85512345678&limit=1');
  const code = /\b(\d{6})\b/.exec(outbox[0]?.body ?? '')?.[1];
  if (!code) throw new Error('no verification code in the outbox');
  const { token } = await call<{ token: { access_token: string } }>('POST', '/auth/verify', {
    body: new URLSearchParams({ ticket, code }),
  });

  const photo = async (seed: number) => {
    const body = new FormData();
    const bytes = png(1600, 1200, [(seed * 53) % 256, (seed * 97) % 256, (seed * 151) % 256]);
    body.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
    return (
      await call<{ id: string }>('POST', '/api/me/photos', { token: token.access_token, body })
    ).id;
  };
  const car = async (title: string, photos: string[]) => {
    const body = new URLSearchParams({
      category_id: '401',
      title,
      description:
        'One owner, full service history at the dealer, new tyres in 2026.\nTax paid, papers ready. ' +
        'Viewing in Phnom Penh any day; test drive with a deposit. Price slightly negotiable for a quick sale.',
      price: '14500',
      price_kind: 'negotiable',
      province_id: '12',
      address: 'Street 271, Toul Tumpung',
      contact_name: 'Sokha',
      brand: 'toyota',
      model: 'Camry',
      year: '2019',
      condition: 'used',
      color: 'silver',
      tax_type: 'paid',
      transmission: 'auto',
      fuel: 'petrol',
      body_type: 'sedan',
      tax_paper: 'on',
      mileage: '45000',
      phones: '012 345 678',
    });
    for (const id of photos) body.append('photos', id);
    return (
      await call<{ id: string }>('POST', '/api/me/posts', { token: token.access_token, body })
    ).id;
  };
  for (let i = 0; i < 8; i += 1) await car(`Toyota Camry 2018 no. ${i + 1}`, [await photo(10 + i)]);
  const photos: string[] = [];
  for (let i = 0; i < 5; i += 1) photos.push(await photo(i + 1));
  const adId = await car('Toyota Camry 2019 Hybrid, one owner', photos);
  return { adId, path: `/toyota-camry-2019-hybrid-one-owner-adid-${adId}` };
}

/** The web server (production build) against this API; BENCH_PROFILE adds a CPU profile. */
function startWeb(api: Api, env: NodeJS.ProcessEnv) {
  const port = freePort();
  const profile = process.env.BENCH_PROFILE;
  return startNode([...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []), 'server.js'], {
    cwd: join(ROOT, 'apps/web'),
    env: { NODE_ENV: 'production', PORT: String(port), API_URL: api.url, ...env },
    url: `http://127.0.0.1:${port}`,
  });
}

const CACHES = [
  { label: 'page cache 5 s (default)', env: {} },
  { label: 'page cache off, visitor ad cache 5 s', env: { PAGE_CACHE_SECONDS: '0' } },
  {
    label: 'both caches off (every request renders)',
    env: { PAGE_CACHE_SECONDS: '0', AD_PAGE_CACHE_TTL_MS: '0' },
  },
];

async function measure(engine: string, apiEnv: NodeJS.ProcessEnv, withJs: boolean) {
  const api = await startApi({ DEMO_ADS: '0', JOBS: 'off', DEV_ROUTES: 'true', ...apiEnv });
  try {
    const { path, adId } = await seed(api);
    const rows: [string, number][] = [];
    let html = '';
    let bareRps = 0;
    for (const [index, cache] of CACHES.entries()) {
      const web = await startWeb(api, cache.env);
      try {
        const response = await fetch(`${web.url}${path}`, { headers: VISITOR });
        if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
        const page = await response.text();
        if (index === 0) {
          html = page;
          bareRps = await bareServerRps(html, 'text/html; charset=utf-8', VISITOR);
          if (withJs) {
            const js = await clientJs(web.url, html);
            console.log(
              `\nAd page client JS: ${js.files} files, ${(js.gzip / 1024).toFixed(1)} KB gzip (${(js.raw / 1024).toFixed(1)} KB raw); budget 150 KB gzip`,
            );
            console.log(
              `Loaded after hydration (share button, tooltip): ${(js.laterGzip / 1024).toFixed(1)} KB gzip more; ${((js.gzip + js.laterGzip) / 1024).toFixed(1)} KB in all`,
            );
          }
        }
        await loadTest(`${web.url}${path}`, VISITOR); // warm-up: JIT, reference caches
        rows.push([`Remix SSR, ${cache.label}`, await loadTest(`${web.url}${path}`, VISITOR)]);
        rows.push([
          `its loaders only (\`.data\`, no HTML), ${cache.label}`,
          await loadTest(`${web.url}${path}.data`, VISITOR),
        ]);
        if (index === 0) {
          rows.push([
            'its view beacon (`POST /api/_views/{id}`, same device)',
            await loadTest(`${web.url}/api/_views/${adId}`, VISITOR, 'POST'),
          ]);
        }
      } finally {
        await web.stop();
      }
    }
    rows.push(['bare node:http, same bytes', bareRps]);
    rows.push([
      'API alone: GET {api}/posts/{id}',
      await loadTest(`${api.url}/api/posts/${adId}`, { 'Device-Id': DEVICE }),
    ]);
    rows.push([
      'API alone: POST {api}/posts/{id}/views (same device)',
      await loadTest(`${api.url}/api/posts/${adId}/views`, { 'Device-Id': DEVICE }, 'POST'),
    ]);
    console.log(
      `\n${engine}: GET ${path} (${Buffer.byteLength(html)} bytes of HTML, 5 photos, 8 similar ads): ${DURATION} s per run, ${CONNECTIONS} connections, node ${process.version}`,
    );
    console.log('| server | req/s | ratio |');
    console.log('| --- | ---: | ---: |');
    for (const [label, rps] of rows)
      console.log(`| ${label} | ${rps.toFixed(0)} | ${((rps / bareRps) * 100).toFixed(1)}% |`);
  } finally {
    await api.stop();
  }
}

await measure('PGlite', { DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-ad-')) }, true);
const postgres = await freshPostgres();
if (postgres) {
  try {
    await measure('PostgreSQL', { DATABASE_URL: postgres.url }, false);
  } finally {
    await postgres.drop();
  }
} else {
  console.log('\n(no PostgreSQL at PG_ADMIN_URL or 127.0.0.1:5432: PostgreSQL run skipped)');
}
