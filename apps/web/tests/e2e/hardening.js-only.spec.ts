import { request as httpRequest } from 'node:http';
import { expect, test, type APIRequestContext } from '@playwright/test';
import routes from '../../app/routes.ts';
import { createAccount } from './fixtures.ts';

/**
 * The web server as an attacker meets it: bodies bounded before Remix reads them,
 * anything that is not a form refused with a translated page, security headers on every
 * answer, and garbage at every route answered without a 5xx. These are HTTP requests, not
 * pages: they run once (in the JavaScript project only, hence the file name).
 */

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The status of a multipart post that declares `length` bytes and sends none of them. */
function declaredLength(path: string, length: number): Promise<number> {
  const url = new URL(path, test.info().project.use.baseURL);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(length),
      },
    });
    sent.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
      sent.destroy();
    });
    sent.on('error', reject);
    sent.flushHeaders();
  });
}

test('a form body past the limit is refused with 413 before it is read, in the page language', async ({
  request,
}) => {
  // Declared too large: refused from its Content-Length.
  const big = await request.post('/km/login', {
    headers: FORM,
    data: 'login='.padEnd(200_000, 'a'),
  });
  expect(big.status()).toBe(413);
  expect(await big.text()).toContain('<title>ទិន្នន័យធំពេក</title>');
  // Sent without a length (chunked): refused as soon as the limit is passed.
  const chunked = await fetch(new URL('/en/register', test.info().project.use.baseURL).href, {
    method: 'POST',
    headers: FORM,
    duplex: 'half',
    body: new ReadableStream({
      start(controller) {
        for (let i = 0; i < 40; i += 1)
          controller.enqueue(new TextEncoder().encode('a'.repeat(8192)));
        controller.close();
      },
    }),
  } as RequestInit);
  expect(chunked.status).toBe(413);
  expect(await chunked.text()).toContain('<title>Too Much Sent</title>');
  // A photo upload has its own, larger limit (one photo and the form's fields), from its
  // declared length too: 12 MB is refused before a byte of it is sent.
  expect(await declaredLength('/api/_photos', 12 * 1024 * 1024)).toBe(413);
  expect(await declaredLength('/login', 100 * 1024 * 1024)).toBe(413);
});

test('a body that is not a form, or a form that does not parse, is a 415 or 400 page, never a 500', async ({
  request,
}) => {
  for (const path of [
    '/login',
    '/register',
    '/post',
    '/api/_marks',
    '/color-mode',
    '/km/feedback',
  ]) {
    for (const [type, data, status] of [
      ['application/json', '{"login":"x"}', 415],
      ['text/plain', 'login=x', 415],
      ['application/xml', '<x/>', 415],
      ['multipart/form-data; boundary=b', '--b\r\nbroken', 400],
      ['multipart/form-data', '--b\r\n', 400],
    ] as const) {
      const response = await request.post(path, { headers: { 'content-type': type }, data });
      // /post is for members: a visitor is sent to sign in first (a redirect, followed).
      if (path === '/post' && response.url().includes('/login')) continue;
      expect(response.status(), `${path} ${type}`).toBe(status);
    }
  }
  const json = await request.post('/km/login', {
    headers: { 'content-type': 'application/json' },
    data: '{}',
  });
  expect(await json.text()).toContain('ទំព័រនេះទទួលយកតែទម្រង់ដែលផ្ញើពីទំព័ររបស់ផ្សារប៉ុណ្ណោះ');
});

test('a malformed address is a translated 400 page, not a bare "Bad Request"', async ({
  request,
}) => {
  const response = await request.get('/km/%E0%A4%A');
  expect(response.status()).toBe(400);
  const html = await response.text();
  expect(html).toContain('<title>សំណើមិនត្រឹមត្រូវ</title>');
  expect(html).toContain('lang="km"');
});

test('every answer carries the security headers; a page names the nonce of its scripts', async ({
  request,
}) => {
  for (const path of ['/', '/km', '/en/login', '/en/all-ads']) {
    for (const round of ['rendered', 'cached']) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-content-type-options']).toBe('nosniff');
      const policy = headers['content-security-policy'] ?? '';
      expect(policy).toContain("frame-ancestors 'none'");
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce, `${path} ${round}`).toBeTruthy();
      // Every inline script of the page carries the policy's nonce (a cached page its own).
      const html = await response.text();
      const scripts = [
        ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g),
      ];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes] of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    }
  }
});

/** Every page path of the app's route config, with its parameters filled in by `value`. */
function pagePaths(value: string): string[] {
  const paths = new Set<string>();
  const walk = (entries: readonly { path?: string; children?: unknown }[]) => {
    for (const entry of entries) {
      if (entry.path !== undefined)
        paths.add(
          `/${entry.path.replace(/:[a-z]+/gi, value).replace('*', value)}`.replace('//', '/'),
        );
      if (Array.isArray(entry.children)) walk(entry.children as typeof entries);
    }
  };
  walk(routes as unknown as { path?: string; children?: unknown }[]);
  return [...paths];
}

const QUERIES = [
  'q=constructor&category=__proto__&location=constructor&sort=toString&user=__proto__',
  '__proto__[x]=1&constructor[prototype][x]=1&q[]=a&q[]=b',
  'q=%00&cursor=%00&lng=%00',
  'q=%E0%A4%A&sort=%ZZ',
  `q=${'x'.repeat(4000)}&cursor=${'y'.repeat(2000)}`,
  'price_min=1e309&price_max=NaN&limit=-1&page=constructor&redirectTo=%2F%2Fevil.example',
];

const BODIES: [string, string][] = [
  [
    'application/x-www-form-urlencoded',
    '__proto__[x]=1&constructor=1&intent=constructor&id=__proto__',
  ],
  ['application/x-www-form-urlencoded', 'intent=%00&login=%E0%A4%A&password[]=a&id=-1'],
  ['application/x-www-form-urlencoded', `title=${'x'.repeat(30_000)}&intent=delete`],
  ['application/json', '{"__proto__":{"x":1}}'],
  ['text/plain', 'x'],
  [
    'multipart/form-data; boundary=b',
    '--b\r\nContent-Disposition: form-data; name="intent"\r\n\r\n__proto__\r\n--b--\r\n',
  ],
];

/** Requests in flight at once: the server is exercised, the 2-core machine not swamped. */
const FUZZ_CONCURRENCY = 4;

async function fuzz(request: APIRequestContext) {
  const failures: string[] = [];
  // A route's parameters: a prototype key, an id no ad has, a slug of a prototype key.
  const paths = ['constructor', 'x-adid-99999999999999999999', 'c-__proto__'].flatMap(pagePaths);
  const probes: (() => Promise<void>)[] = [];
  for (const path of new Set(paths)) {
    for (const query of QUERIES)
      probes.push(async () => {
        const response = await request.get(`${path}?${query}`, { maxRedirects: 0 });
        if (response.status() >= 500)
          failures.push(`${response.status()} GET ${path}?${query.slice(0, 80)}`);
      });
    for (const [type, data] of BODIES)
      probes.push(async () => {
        const response = await request.post(path, {
          headers: { 'content-type': type },
          data,
          maxRedirects: 0,
        });
        if (response.status() >= 500)
          failures.push(`${response.status()} POST ${path} ${type} ${data.slice(0, 60)}`);
      });
  }
  const workers = Array.from({ length: FUZZ_CONCURRENCY }, async () => {
    for (let probe = probes.shift(); probe; probe = probes.shift()) await probe();
  });
  await Promise.all(workers);
  return failures.sort();
}

test('fuzz: garbage queries, paths and bodies at every web route never answer a 5xx', async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(360_000);
  const visitor = await playwright.request.newContext({ baseURL });
  expect(await fuzz(visitor)).toEqual([]);
});

test('fuzz, signed in: the member pages and their actions never answer a 5xx either', async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(360_000);
  const { tokens } = await createAccount();
  const member = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: {
      cookie: `access_token=${tokens.access_token}; refresh_token=${tokens.refresh_token}`,
    },
  });
  expect(await fuzz(member)).toEqual([]);
});
