import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { AD_FORM, member, postAd } from './modules/ads/ads.fixtures.ts';
import { DEVICE, setupTestApp } from './test/database.ts';

/**
 * Garbage at every route of the API: a malformed query, path or body is always answered with
 * a 4xx (or a 2xx that ignored it), never a 5xx. The routes are read from the app itself, so a
 * route added later is fuzzed too.
 */
const env = setupTestApp({
  config: {
    // Rate limits would answer 429 before the handlers see most of the garbage.
    LOGIN_LIMIT_PER_IP_PER_MINUTE: 100_000,
    CODE_SENDS_PER_IP_PER_HOUR: 100_000,
    MESSAGE_LIMIT_PER_DEVICE: 100_000,
    MESSAGE_LIMIT_PER_IP: 100_000,
    AD_POSTS_PER_HOUR: 100_000,
    PHONE_REVEALS_PER_HOUR: 100_000,
    PHONE_REVEALS_PER_IP_PER_HOUR: 100_000,
    CHAT_MESSAGES_PER_MINUTE: 100_000,
    CHAT_CONVERSATIONS_PER_HOUR: 100_000,
  },
});

interface Route {
  method: string;
  path: string;
}

/** Every route of the app, from `printRoutes` (one line per path segment, 4 columns a level). */
export function routesOf(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of match[3]!.split(', ')) {
      if (method !== 'HEAD') routes.push({ method, path });
    }
  }
  return routes;
}

const LONG = 'x'.repeat(20_000);
const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'prototype'];

/** Path parameters: ids, slugs and keys that are not. */
const PARAMS = [
  'constructor',
  '__proto__',
  '0',
  '-1',
  '99999999999999999999',
  '1e3',
  '%00',
  LONG.slice(0, 250),
  '%E0%A4%A',
];

/** Raw query strings, as a client may send them (some not even valid percent-encoding). */
const QUERIES = [
  'q=constructor',
  'q=__proto__&category=constructor&location=__proto__&sort=constructor&user=toString',
  'q=hasOwnProperty%20toString%20prototype',
  '__proto__[polluted]=1&constructor[prototype][polluted]=1',
  'q[]=a&q[]=b&category[]=cars&limit[]=1&cursor[x]=1',
  'q=%00&category=%00cars&cursor=%00',
  'q=%E0%A4%A&sort=%ZZ&%=%',
  `q=${LONG}&cursor=${LONG}&category=${LONG}`,
  'limit=-1&price_min=1e309&price_max=NaN&year_min=Infinity&cursor=W10',
  'cursor=WyJsYXRlc3QiLCJ4IiwxXQ&limit=1000000&lang=constructor&meta=__proto__&v=constructor',
  'fields=constructor,__proto__&storeid=__proto__&store_id=-1',
  'brand=constructor&model=__proto__&transmission=toString&bedrooms=__proto__&posted=constructor',
];

/** Bodies of every kind a broken or hostile client sends. */
const BODIES: Pick<InjectOptions, 'payload' | 'headers'>[] = [
  {
    payload: '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}',
    headers: { 'content-type': 'application/json' },
  },
  { payload: '[1,2,3]', headers: { 'content-type': 'application/json' } },
  { payload: 'null', headers: { 'content-type': 'application/json' } },
  { payload: '"text"', headers: { 'content-type': 'application/json' } },
  { payload: '{"title":', headers: { 'content-type': 'application/json' } },
  {
    payload: JSON.stringify(
      Object.fromEntries(Object.keys(AD_FORM).map((key) => [key, { nested: [key] }])),
    ),
    headers: { 'content-type': 'application/json' },
  },
  {
    payload: JSON.stringify(
      Object.fromEntries(Object.keys(AD_FORM).map((key) => [key, `\u0000${LONG}`])),
    ),
    headers: { 'content-type': 'application/json' },
  },
  {
    payload: JSON.stringify(Object.fromEntries(PROTOTYPE_KEYS.map((key) => [key, key]))),
    headers: { 'content-type': 'application/json' },
  },
  {
    payload: '__proto__[x]=1&constructor=1&login=%00&password[]=a&phones[]=1&phones[]=2',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  },
  {
    payload: '%E0%A4%A=%&title=%ZZ',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  },
  { payload: 'plain words', headers: { 'content-type': 'text/plain' } },
  { payload: '<x/>', headers: { 'content-type': 'application/xml' } },
  {
    payload: '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--b',
    headers: { 'content-type': 'multipart/form-data; boundary=b' },
  },
  { payload: '--b\r\nbroken', headers: { 'content-type': 'multipart/form-data' } },
  { payload: 'GIF89a\u0000\u0000', headers: { 'content-type': 'image/gif' } },
  { payload: '', headers: {} },
];

/** Fills a route's parameters with one of the garbage values. */
const withParams = (path: string, value: string) => path.replace(/:[A-Za-z_]+/g, value);

describe('fuzz: garbage at every API route', () => {
  let routes: Route[] = [];
  let token = '';
  let adId = '';
  beforeAll(async () => {
    routes = routesOf(env.app).filter((route) => !route.path.startsWith('/docs'));
    token = await member(env);
    adId = (await postAd(env.app, token)).id;
  });

  async function send(options: InjectOptions, signedIn: boolean) {
    const response = await env.app.inject({
      ...options,
      headers: {
        ...DEVICE,
        ...(signedIn ? { 'access-token': token } : {}),
        ...options.headers,
      },
    });
    return { status: response.statusCode, what: `${options.method} ${options.url}` };
  }

  it('reads the routes from the app', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual({ method: 'GET', path: '/api/posts' });
    expect(routes).toContainEqual({ method: 'POST', path: '/api/me/posts/:id/renew' });
  });

  it('answers malformed queries and path parameters with no 5xx', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const paths = route.path.includes(':')
        ? [...PARAMS.map((value) => withParams(route.path, value)), withParams(route.path, adId)]
        : [route.path.replace('*', 'constructor')];
      for (const path of paths) {
        for (const query of QUERIES) {
          for (const signedIn of [false, true]) {
            const { status, what } = await send(
              { method: route.method as 'GET', url: `${path}?${query}` },
              signedIn,
            );
            if (status >= 500) failures.push(`${status} ${what.slice(0, 200)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers malformed bodies with no 5xx', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.method !== 'GET')) {
      const url = withParams(route.path, adId);
      for (const body of BODIES) {
        for (const signedIn of [false, true]) {
          const { status, what } = await send(
            { method: route.method as 'POST', url, ...body },
            signedIn,
          );
          if (status >= 500)
            failures.push(
              `${status} ${what} ${String(body.headers?.['content-type'])} ${String(body.payload).slice(0, 60)}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
