import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createRemixRequest, sendRemixResponse } from '@remix-run/express/dist/server.js';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { cachedHandler, createPageCache, pageCacheKey, sharedSeconds } from './page-cache.js';

const PUBLIC = { 'Cache-Control': 'public, max-age=0, s-maxage=5', 'Content-Type': 'text/html' };

describe('pageCacheKey', () => {
  it('shares a GET whose cookies are only the device id, the language and the colour', () => {
    const key = pageCacheKey('GET', '/cars-adid-1', {
      cookie: 'device_id=abc123456; locale=km; colorMode=dark',
    });
    expect(key).not.toBeNull();
    // The device id is not part of the page: two devices share it.
    expect(
      pageCacheKey('GET', '/cars-adid-1', {
        cookie: 'device_id=zzz999999; locale=km; colorMode=dark',
      }),
    ).toBe(key);
    // Nor are the header's badge counts: the browser draws them after hydration.
    expect(
      pageCacheKey('GET', '/cars-adid-1', {
        cookie: 'device_id=zzz999999; locale=km; colorMode=dark; badges=3.0.0',
      }),
    ).toBe(key);
  });

  it('tells apart the host the page was asked of (a forged Host never reaches others)', () => {
    const keys = new Set(
      [
        { host: 'psar.com.kh' },
        { host: 'evil.example' },
        { host: 'psar.com.kh', 'x-forwarded-host': 'evil.example' },
        { host: 'psar.com.kh', 'x-forwarded-proto': 'http' },
      ].map((headers) => pageCacheKey('GET', '/c-cars', headers)),
    );
    expect(keys.size).toBe(4);
    expect(pageCacheKey('GET', '/', { host: 'x'.repeat(300) })).toBeNull();
  });

  it('tells apart the language and the colour mode', () => {
    const keys = new Set(
      ['locale=en', 'locale=km', 'locale=km; colorMode=dark', 'colorMode=light'].map((cookie) =>
        pageCacheKey('GET', '/cars-adid-1', { cookie }),
      ),
    );
    expect(keys.size).toBe(4);
  });

  it('keys Accept-Language only when neither the path nor the cookie chooses the language', () => {
    const en = { 'accept-language': 'en-US,en;q=0.9' };
    const km = { 'accept-language': 'km-KH,km;q=0.9' };
    expect(pageCacheKey('GET', '/', en)).not.toBe(pageCacheKey('GET', '/', km));
    expect(pageCacheKey('GET', '/km/c-cars', en)).toBe(pageCacheKey('GET', '/km/c-cars', km));
    expect(pageCacheKey('GET', '/', { ...en, cookie: 'locale=km' })).toBe(
      pageCacheKey('GET', '/', { ...km, cookie: 'locale=km' }),
    );
  });

  it('renders for the visitor alone: a session, a toast, an unknown cookie, another method', () => {
    for (const cookie of [
      'access_token=x',
      'refresh_token=y',
      'flash=abc',
      'auth_flow=z',
      'other=1',
    ])
      expect(
        pageCacheKey('GET', '/', { cookie: `device_id=abc123456; ${cookie}` }),
        cookie,
      ).toBeNull();
    for (const method of ['POST', 'HEAD', 'PUT', 'DELETE'])
      expect(pageCacheKey(method, '/', {}), method).toBeNull();
    expect(pageCacheKey('GET', `/?q=${'x'.repeat(3000)}`, {})).toBeNull();
  });
});

describe('sharedSeconds', () => {
  const response = (headers: Record<string, string>, status = 200) =>
    new Response('page', { status, headers });

  it("honours a public answer's s-maxage, capped at a minute", () => {
    expect(sharedSeconds(response(PUBLIC))).toBe(5);
    expect(sharedSeconds(response({ 'Cache-Control': 'public, s-maxage=3600' }))).toBe(60);
  });

  it('keeps nothing private, uncacheable, failed, without s-maxage or setting a cookie', () => {
    for (const control of [
      'private, no-cache',
      'public',
      'public, s-maxage=5, no-store',
      'max-age=60',
      '',
    ])
      expect(sharedSeconds(response({ 'Cache-Control': control })), control).toBe(0);
    expect(sharedSeconds(response(PUBLIC, 404))).toBe(0);
    expect(sharedSeconds(response(PUBLIC, 500))).toBe(0);
    expect(sharedSeconds(response({ ...PUBLIC, 'Set-Cookie': 'flash=; Max-Age=0' }))).toBe(0);
  });
});

/** An Express server with the cache in front of a page handler that counts its renders. */
async function serve(
  page: (request: Request, render: number) => Response | Promise<Response>,
  options: { now?: () => number; maxBytes?: number } = {},
) {
  let renders = 0;
  const cache = createPageCache(options);
  const app = express();
  app.all(
    '*',
    cachedHandler({
      cache,
      handle: async (request) => page(request, ++renders),
      toRequest: createRemixRequest,
      send: sendRemixResponse,
      getLoadContext: (_req, res) => {
        res.append('Set-Cookie', 'device_id=new-device-1; Path=/');
        return {};
      },
    }),
  );
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    cache,
    renders: () => renders,
    get: (path: string, headers: Record<string, string> = {}) =>
      fetch(`${base}${path}`, { headers }),
  };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

describe('cachedHandler', () => {
  it('renders a shared page once for many visitors, then again when it is stale', async () => {
    let time = 1_000_000;
    const site = await serve(
      (_request, render) => new Response(`render ${render}`, { headers: PUBLIC }),
      {
        now: () => time,
      },
    );
    const first = await site.get('/c-cars');
    expect(await first.text()).toBe('render 1');
    expect(first.headers.get('x-page-cache')).toBe('miss');
    const second = await site.get('/c-cars', { cookie: 'device_id=other-device' });
    expect(await second.text()).toBe('render 1');
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(second.headers.get('content-type')).toBe('text/html');
    expect(second.headers.get('cache-control')).toBe(PUBLIC['Cache-Control']);
    // The server's own cookies (a new visitor's device id) are still set on a hit.
    expect(second.headers.get('set-cookie')).toContain('device_id=new-device-1');
    time += 5_000;
    expect(await (await site.get('/c-cars')).text()).toBe('render 2');
    expect(site.renders()).toBe(2);
  });

  it('renders every time for a member, for a private answer, for a failure', async () => {
    const site = await serve((request, render) => {
      const path = new URL(request.url).pathname;
      if (path === '/private')
        return new Response(`render ${render}`, {
          headers: { 'Cache-Control': 'private, no-cache' },
        });
      if (path === '/gone')
        return new Response(`render ${render}`, { status: 404, headers: PUBLIC });
      return new Response(`render ${render}`, { headers: PUBLIC });
    });
    await site.get('/me', { cookie: 'access_token=t' });
    await site.get('/me', { cookie: 'access_token=t' });
    await site.get('/private');
    await site.get('/private');
    const gone = await site.get('/gone');
    expect(gone.status).toBe(404);
    await site.get('/gone');
    expect(site.renders()).toBe(6);
    expect(site.cache.size).toBe(0);
  });

  it('never shares a page that sets a cookie (a toast being cleared)', async () => {
    const site = await serve(
      (_request, render) =>
        new Response(`render ${render}`, {
          headers: { ...PUBLIC, 'Set-Cookie': 'flash=; Max-Age=0' },
        }),
    );
    expect(await (await site.get('/')).text()).toBe('render 1');
    expect(await (await site.get('/')).text()).toBe('render 2');
  });

  it('shares one render between visitors asking at the same time', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const site = await serve(async (_request, render) => {
      await gate;
      return new Response(`render ${render}`, { headers: PUBLIC });
    });
    const answers = Array.from({ length: 5 }, () => site.get('/c-cars'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    const bodies = await Promise.all(answers.map(async (answer) => (await answer).text()));
    expect(bodies).toEqual(Array(5).fill('render 1'));
    expect(site.renders()).toBe(1);
  });

  it('lets visitors waiting on a render that is not to be shared render their own', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const site = await serve(async (_request, render) => {
      await gate;
      return new Response(`render ${render}`);
    });
    const answers = Array.from({ length: 3 }, () => site.get('/'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    const bodies = await Promise.all(answers.map(async (answer) => (await answer).text()));
    expect(new Set(bodies).size).toBe(3);
  });

  it('renders afresh on a hard reload and keeps the new page', async () => {
    const site = await serve(
      (_request, render) => new Response(`render ${render}`, { headers: PUBLIC }),
    );
    await site.get('/');
    expect(await (await site.get('/', { 'cache-control': 'no-cache' })).text()).toBe('render 2');
    expect(await (await site.get('/')).text()).toBe('render 2');
  });

  it('keeps pages apart by language and query', async () => {
    const site = await serve(
      (request) =>
        new Response(request.url + (request.headers.get('cookie') ?? ''), { headers: PUBLIC }),
    );
    const km = await (await site.get('/c-cars', { cookie: 'locale=km' })).text();
    const en = await (await site.get('/c-cars', { cookie: 'locale=en' })).text();
    const page2 = await (await site.get('/c-cars?page=2', { cookie: 'locale=km' })).text();
    expect(new Set([km, en, page2]).size).toBe(3);
    expect(await (await site.get('/c-cars', { cookie: 'locale=km' })).text()).toBe(km);
  });

  it('holds at most maxBytes, dropping the oldest pages', async () => {
    const site = await serve(() => new Response('x'.repeat(1_000), { headers: PUBLIC }), {
      maxBytes: 8_000,
    });
    for (let i = 0; i < 20; i += 1) await site.get(`/page-${i}`);
    expect(site.cache.bytes).toBeLessThanOrEqual(8_000);
    expect(site.cache.size).toBe(8);
  });
});
