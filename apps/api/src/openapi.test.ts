// Long on purpose: one area's behaviours, each test with its own setup beside it.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CALL_GROUPS, createApiClient, type CallGroups } from '@repo/api-client';
import {
  DIRECTORY_PARAMS,
  LISTING_FIELD_PARAMS,
  LISTING_PARAMS,
  TOP_ADS_LIMIT,
} from '@repo/domain';
import { Validator } from '@seriousme/openapi-schema-validator';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import type * as FastifyModule from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEVICE, setupTestApp, TEST_CONFIG } from './test/database.ts';

/**
 * The OpenAPI document at /docs/json (ADR 0022): valid, complete, with the real parameters of
 * the listing and search calls, and good enough to generate a client that agrees with
 * `@repo/api-client`.
 */

/** Every route the app registers, as fastify's `onRoute` hook sees it. */
const registered = vi.hoisted(() => [] as { method: string; url: string; hidden: boolean }[]);

// The app makes its own Fastify instance: the hook is added the moment it exists, before any route.
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>();
  const create = actual.default as unknown as (...args: unknown[]) => FastifyModule.FastifyInstance;
  const fastify = ((...args: unknown[]) => {
    const app = create(...args);
    app.addHook('onRoute', (route) => {
      const hidden = Boolean((route.schema as { hide?: boolean } | undefined)?.hide);
      for (const method of Array.isArray(route.method) ? route.method : [route.method])
        registered.push({ method: String(method), url: route.url, hidden });
    });
    return app;
  }) as unknown as typeof actual.default;
  return { ...actual, default: fastify, fastify };
});

const env = setupTestApp({ seed: false });

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: {
    content: Record<
      string,
      { schema: { properties?: Record<string, unknown>; additionalProperties?: unknown } }
    >;
  };
  responses: Record<string, unknown>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

let doc: Document;
beforeAll(async () => {
  const response = await env.app.inject({ url: '/docs/json' });
  expect(response.statusCode).toBe(200);
  doc = response.json();
});

/** `/api/posts/:id` as the document writes it: `/api/posts/{id}` (a wildcard is `{*}`). */
const documentPath = (url: string) =>
  url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');

/** The operation of the document a request goes to: a literal path before a parameter. */
function templateOf(method: string, path: string): string | undefined {
  const matching = Object.keys(doc.paths).filter((template) => {
    if (!doc.paths[template]![method.toLowerCase()]) return false;
    const pattern = template
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
    return new RegExp(`^${pattern}$`).test(path);
  });
  const parameters = (template: string) => template.split('{').length;
  return matching.sort((a, b) => parameters(a) - parameters(b))[0];
}

describe('OpenAPI document', () => {
  it('passes the OpenAPI 3.0 schema validator', async () => {
    expect(doc.openapi).toBe('3.0.3');
    const validator = new Validator();
    const result = await validator.validate(
      structuredClone(doc) as unknown as Record<string, unknown>,
    );
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.0');
  });

  it('describes every route of the app with its method, and no other', () => {
    // HEAD: fastify adds a HEAD twin to every GET (exposeHeadRoutes), answered as the GET without
    // a body; @fastify/swagger leaves them out. Each must be the twin of a documented GET.
    const gets = new Set(registered.filter((r) => r.method === 'GET').map((r) => r.url));
    expect(registered.filter((r) => r.method === 'HEAD' && !r.hidden && !gets.has(r.url))).toEqual(
      [],
    );
    // Hidden: the documentation's own pages and files (@fastify/swagger-ui), under /docs, and
    // the chat socket (a WebSocket upgrade, not an HTTP call; its frames are in ADR 0037).
    const hidden = registered.filter((r) => r.hidden);
    expect(hidden.length).toBeGreaterThan(0);
    expect(
      hidden.filter((r) => !r.url.startsWith('/docs') && r.url !== '/api/chats/socket'),
    ).toEqual([]);

    const routes = registered
      .filter((r) => r.method !== 'HEAD' && !r.hidden)
      .map((r) => `${r.method} ${documentPath(r.url)}`);
    const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContain('GET /api/posts');
    expect(routes.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((operation) => !routes.includes(operation))).toEqual([]);
  });

  it('lists the real query parameters of the listing and search calls', () => {
    const expected: Record<string, readonly string[]> = {
      '/api/posts': [
        'q',
        'category',
        'location',
        'user',
        'price_min',
        'price_max',
        'condition',
        'posted',
        'sort',
        'cursor',
        'limit',
        'top',
        'brand',
        'year_min',
        'bedrooms',
        'salary_max',
        ...LISTING_PARAMS,
        ...LISTING_FIELD_PARAMS,
      ],
      '/api/posts/top': ['category', 'location', 'limit'],
      '/api/search/users': ['q', 'cursor', 'limit', ...DIRECTORY_PARAMS],
      '/api/search/companies': ['q', 'cursor', 'limit', ...DIRECTORY_PARAMS],
    };
    for (const [path, names] of Object.entries(expected)) {
      const parameters = doc.paths[path]!.get!.parameters ?? [];
      const query = parameters.filter((parameter) => parameter.in === 'query');
      expect(query.map((parameter) => parameter.name).sort(), path).toEqual(
        [...new Set(names)].sort(),
      );
      for (const parameter of query) {
        expect(parameter.required, `${path} ${parameter.name}`).toBe(false);
        expect(parameter.description, `${path} ${parameter.name}`).toBeTruthy();
      }
    }
    expect(
      doc.paths['/api/posts/top']!.get!.parameters!.find((p) => p.name === 'limit')!.description,
    ).toContain(`1–${TOP_ADS_LIMIT.max}`);
    // Anywhere: no parameter named after a JSON-schema keyword (a schema spread into parameters).
    const spread = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.values(item).flatMap((operation) =>
        (operation.parameters ?? [])
          .filter((p) =>
            ['type', 'additionalProperties', 'description', 'properties'].includes(p.name),
          )
          .map((p) => `${path} ${p.in} ${p.name}`),
      ),
    );
    expect(spread).toEqual([]);
  });
});

/** Every typed call of `@repo/api-client`, by its name: `group.call`. */
type Group = keyof CallGroups & string;
type CallName = { [G in Group]: `${G}.${keyof CallGroups[G] & string}` }[Group];
type CallOf<N extends CallName> = N extends `${infer G extends Group}.${infer C}`
  ? C extends keyof CallGroups[G]
    ? CallGroups[G][C]
    : never
  : never;
type CallArguments = {
  [N in CallName]: Parameters<Extract<CallOf<N>, (...args: never[]) => unknown>>;
};

const AD = '1234567';

/** The calls that answer a file (`responseType: 'bytes'`), not JSON. */
const BYTES_CALLS = new Set([
  'chat.photo',
  'resume.attachment',
  'jobs.sentAttachment',
  'jobs.receivedAttachment',
]);

/** Arguments for each typed call (a call added to the client must be added here). */
const CALLS: CallArguments = {
  'categories.list': [{ meta: true }],
  'categories.forPosting': [],
  'categories.search': ['car', { limit: 5 }],
  'categories.counts': [],
  'locations.list': [{ parent: '12' }],
  'locations.get': ['phnom-penh'],
  'routeRules.list': [],
  'ads.get': [AD],
  'ads.related': [AD, { limit: 4 }],
  'ads.top': [{ category: 'cars', location: 'phnom-penh', limit: 4 }],
  'ads.countView': [AD],
  'ads.phones': [AD],
  'listing.search': [{ q: 'phone', category: 'cars', sort: 'latest', limit: 16, top: 4 }],
  'myAds.list': [{ limit: 20 }],
  'myAds.get': [AD],
  'myAds.create': [{ title: 'Toyota Camry 2010' }, { idempotencyKey: 'key-1234567890abcdef' }],
  'myAds.update': [AD, { title: 'Toyota Camry 2010' }],
  'myAds.renew': [AD],
  'myAds.repost': [AD],
  'myAds.markSold': [AD],
  'myAds.delete': [AD, { reason: 'sold' }],
  'myAds.setAutoRenew': [AD, { enabled: false }],
  'myAds.moveToStore': [AD, '7'],
  'myAds.assign': [AD, '12'],
  'insights.ofAd': [AD],
  'engagement.marks': [[AD, '7654321']],
  'engagement.mark': ['like', AD, true],
  'engagement.list': ['save', { limit: 20, cursor: 'next' }],
  'chat.start': [{ ad_id: AD, client_id: 'client-0001', text: 'Is this still available?' }],
  'chat.send': ['42', { client_id: 'client-0002', text: 'What is the lowest price?' }],
  'chat.sendPhoto': [
    '42',
    { client_id: 'client-0003', text: 'The back' },
    new Blob(['photo'], { type: 'image/jpeg' }),
    'back.jpg',
  ],
  'chat.photo': ['42', '9', 'medium'],
  'stores.create': [
    {
      name: 'Sokha Phone Shop',
      username: 'sokhaphone',
      short_description: 'Phones and repairs',
      about: 'Since 2015 on Monivong.',
      category_ids: [1],
      keywords: ['iphone', 'repair'],
    },
  ],
  'stores.get': ['7'],
  'stores.setHours': [
    '7',
    { mode: 'selected-hours', days: { mon: [{ open: '08:00', close: '17:30' }] } } as never,
  ],
  'stores.members': ['7'],
  'stores.invite': ['7', { login: 'dara.sok', role: 'staff' }],
  'stores.removeMember': ['7', '12'],
  'stores.answer': ['7', true],
  'stores.leave': ['7'],
  'stores.ads': ['7', { status: 'active', limit: 20 }],
  'stores.changeUsername': ['7', 'sokha.phones'],
  'stores.publicProfile': ['dara.phones'],
  'stores.branches': ['7'],
  'stores.branch': ['7', '3'],
  'stores.addBranch': [
    '7',
    {
      name: 'Toul Kork branch',
      province_id: '12',
      district_id: '1201',
      commune_id: null,
      address: 'No. 12, Street 289',
      phone: '+85512345678',
      email: 'sales@example.com',
      latitude: 11.5683,
      longitude: 104.8987,
    } as never,
  ],
  'stores.updateBranch': [
    '7',
    '3',
    {
      name: 'Toul Kork branch',
      province_id: '12',
      address: '',
      phone: null,
      email: null,
      latitude: null,
      longitude: null,
    } as never,
  ],
  'stores.removeBranch': ['7', '3'],
  'stores.setPicture': [
    '7',
    'watermark',
    new Blob(['png'], { type: 'image/png' }),
    'mark.png',
    { opacity: 40 },
  ],
  'stores.removePicture': ['7', 'cover'],
  'stores.setWatermarkOpacity': ['7', 60],
  'stores.company': ['7'],
  'stores.setCompany': [
    '7',
    {
      industry: 'Coffee shops',
      size: '11-50',
      founded_year: 2016,
      website: 'https://angkor-coffee.example.com',
      benefits: ['Free lunch'],
      how_we_hire: 'A short call, then a trial day.',
      languages: ['Khmer', 'English'],
    },
  ],
  'stores.update': [
    '7',
    {
      name: 'Sokha Phone Shop',
      short_description: '',
      about: '',
      category_ids: [],
      keywords: [],
    },
  ],
  'storeAlbums.list': ['7'],
  'storeAlbums.create': ['7', { name: 'Showroom' }],
  'storeAlbums.reorder': ['7', ['3', '2']],
  'storeAlbums.get': ['7', '3'],
  'storeAlbums.rename': ['7', '3', { name: 'Repair desk' }],
  'storeAlbums.remove': ['7', '3'],
  'storeAlbums.addPhotos': ['7', '3', ['0b8e7c9a-1d2f-4a3b-8c4d-5e6f7a8b9c0d']],
  'storeAlbums.reorderPhotos': ['7', '3', ['0b8e7c9a-1d2f-4a3b-8c4d-5e6f7a8b9c0d']],
  'storeAlbums.removePhoto': ['7', '3', '0b8e7c9a-1d2f-4a3b-8c4d-5e6f7a8b9c0d'],
  'jobs.apply': [
    AD,
    { message: 'I have five years in sales.', send_resume: true },
    { blob: new Blob(['%PDF-1.4'], { type: 'application/pdf' }), name: 'cv.pdf' },
  ],
  'jobs.sent': [{ adId: '42', cursor: 'next', limit: 20 }],
  'jobs.withdraw': ['42'],
  'jobs.sentAttachment': ['42'],
  'jobs.myJobs': [{ storeId: '7', cursor: 'next', limit: 20 }],
  'jobs.applicationsOfJob': [AD, { status: 'new', cursor: 'next', limit: 20 }],
  'jobs.received': [{ storeId: '7', status: 'hired', cursor: 'next', limit: 20 }],
  'jobs.application': ['42'],
  'jobs.decide': ['42', { status: 'hired', message: 'Welcome aboard.' }],
  'jobs.receivedAttachment': ['42'],
  'chat.list': [{ limit: 20, cursor: 'next', archived: true, adId: '5', q: 'honda' }],
  'chat.thread': ['42', { after: 3, limit: 20 }],
  'chat.markRead': ['42', 5],
  'chat.archive': ['42', true],
  'chat.remove': ['42'],
  'chat.report': ['42', { reason: 'scam', details: 'Asked for a deposit' }],
  'chat.blocked': [],
  'chat.block': ['77', true],
  'chat.badges': [['chat', 'comment', 'subscription_nearly_expired'], 'en', '12'],
  'notifications.list': [{ cursor: 'abc', limit: 20 }],
  'notifications.markRead': ['42'],
  'photos.upload': [new Blob(['photo'], { type: 'image/jpeg' }), 'photo.jpg'],
  'resume.get': [],
  'resume.save': [
    {
      first_name: 'Dara',
      last_name: 'Sok',
      phones: ['+85512345678'],
      experiences: [
        {
          company: 'ABA Bank',
          position: 'Teller',
          start: '2020-01',
          end: undefined,
          present: true,
        },
      ],
      education: [],
      skills: [{ name: 'Excel', level: 'advanced' }],
      languages: [],
      hobbies: [],
      references: [],
      job_types: [],
      preferred_category_ids: [],
      preferred_province_ids: ['12'],
    },
  ],
  'resume.remove': [],
  'resume.uploadAttachment': [new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'cv.pdf'],
  'resume.removeAttachment': [],
  'resume.attachment': [],
  'directory.members': [{ q: 'dara', limit: 20 }],
  'directory.companies': [{ q: 'shop', limit: 20 }],
  'directory.profile': ['sokdara'],
  'messages.feedback': [{ message: 'The search is good.', page: '/c-cars', locale: 'en' }],
  'messages.contact': [
    {
      name: 'Sok Dara',
      email: 'sok@example.com',
      subject: 'general',
      message: 'A question about ads.',
      locale: 'km',
    },
  ],
  'dev.outbox': [{ to: '012345678', limit: 5 }],
  'accounts.register': [
    {
      login: '012345678',
      first_name: 'Sok',
      last_name: 'Dara',
      password: 'a-long-password',
      locale: 'km',
    },
  ],
  'accounts.verify': [{ ticket: 'ticket', code: '123456' }],
  'accounts.resend': [{ ticket: 'ticket', locale: 'en' }],
  'accounts.login': [{ login: '012345678', password: 'a-long-password' }],
  'accounts.forgotPassword': [{ login: 'sok@example.com' }],
  'accounts.resetPassword': [{ reset_token: 'reset', password: 'a-long-password' }],
  'accounts.refresh': [],
  'accounts.logout': ['device-1234'],
  'accounts.google': ['google-access-token'],
  'accounts.setPhone': [{ signup_ticket: 'signup', phone: '012345678' }],
  'accounts.me': [],
  'accounts.myStores': [],
  'accounts.registerDevice': [
    { device_id: 'device-1234', type: 'browser', notification: 'off', token: '', name: 'Phone' },
  ],
  'accounts.changePassword': [
    { current_password: 'a-long-password', new_password: 'another-one-1' },
  ],
  'accounts.changeUsername': [{ username: 'sokdara' }],
  'accounts.changePhone': [{ phone: '012345678', locale: 'km' }],
  'accounts.settings': [],
  'accounts.setChatEmail': [false],
  'accounts.unsubscribe': ['Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg'],
};

interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  contentType: string;
  body: string;
}

/** Runs one client call against a fetch that only records the request (and answers 204). */
async function sentBy(name: string, args: readonly unknown[]): Promise<Sent[]> {
  const sent: Sent[] = [];
  const client = createApiClient({
    bases: {
      api: `http://127.0.0.1${TEST_CONFIG.API_BASE_PATH}`,
      auth: `http://127.0.0.1${TEST_CONFIG.AUTH_BASE_PATH}`,
      notification: `http://127.0.0.1${TEST_CONFIG.NOTIFICATION_BASE_PATH}`,
    },
    deviceId: DEVICE['device-id'],
    accessToken: 'access-token',
    refreshToken: 'refresh-token',
    retry: { delay: 0 },
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      sent.push({
        method: request.method,
        path: decodeURIComponent(url.pathname),
        query: url.searchParams,
        contentType: (request.headers.get('content-type') ?? '').split(';')[0]!,
        body: await request.text(),
      });
      return new Response(null, { status: 204 });
    },
  });
  const [group, method] = name.split('.') as [Group, string];
  const target = client[group] as unknown as Record<
    string,
    (...values: unknown[]) => Promise<unknown>
  >;
  // The empty answer fails the call's schema: only the request matters here.
  await target[method!]!(...args).catch(() => undefined);
  return sent;
}

/** The input of a call when it is sent as it is (the same fields and values). */
function sentAsIs(args: readonly unknown[], fields: URLSearchParams): boolean {
  const input = args[0];
  if (typeof input !== 'object' || input === null || args.length !== 1) return false;
  const entries = Object.entries(input).filter(([, value]) => value !== undefined);
  return (
    entries.length === [...fields.keys()].length &&
    entries.every(([key, value]) => fields.get(key) === String(value))
  );
}

interface Check {
  name: string;
  method: string;
  template: string;
  /** The input is sent as it is: checked against the documented query or form body. */
  input?: 'query' | 'form';
}

/** TypeScript that fails to compile where the client and the document disagree. */
function checkSource(declarations: string, client: string, checks: Check[]): string {
  const lines = [
    `import type { paths } from './${declarations}';`,
    `import type { CallGroups } from '${client}';`,
    '',
    'type Operation<P extends keyof paths, M extends keyof paths[P]> = Exclude<paths[P][M], undefined>;',
    'type Documented<T> = [T] extends [never] ? false : true;',
    "type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;",
    '/** The JSON of the success answers (2xx), its `data` when it is our envelope. */',
    'type Success<Op> = Op extends { responses: infer R } ? Json<R[Extract<keyof R, 200 | 201 | 202 | 203>]> : never;',
    '/** What a call takes from the body: its result (nothing when it answers void). */',
    'type Accepted<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>> extends void ? unknown : Awaited<ReturnType<F>>;',
    '/** The answer a call reads: `data` of our envelope, or the whole envelope (a keyset page with its cursor). */',
    'type Answer<Op, R> = R extends { data: unknown } ? Success<Op> : Success<Op> extends { data: infer D } ? D : Success<Op>;',
    '/** A value as a query string carries it: numbers and booleans are written as text. */',
    'type Wire<V> = V extends number | boolean ? `${V}` : V;',
    '/** The parameters of a query input the document does not take, as they are or as text. */',
    'type Unfit<Q, I> = { [K in keyof I]-?: K extends keyof Q ? (I[K] extends Q[K] ? never : Wire<I[K]> extends Q[K] ? never : K) : K }[keyof I];',
    'type Query<Op> = Op extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;',
    "type Binary<C> = [keyof C] extends [never] ? false : keyof C extends `image/${string}` | 'application/octet-stream' ? true : false;",
    '/** Whether the success answer is a file (an image or a download), as the bytes calls read it. */',
    'type FileAnswer<Op> = Op extends { responses: { 200: { content: infer C } } } ? Binary<C> : false;',
    "type Form<Op> = Op extends { requestBody?: infer B } ? NonNullable<B> extends { content: { 'application/x-www-form-urlencoded': infer F } } ? F : never : never;",
    '',
  ];
  for (const { name, method, template, input } of checks) {
    const id = name.replace('.', '_');
    const [group, call] = name.split('.');
    const fn = `CallGroups['${group}']['${call}']`;
    lines.push(
      `// ${name}: ${method} ${template}`,
      `type Op_${id} = Operation<'${template}', '${method.toLowerCase()}'>;`,
      `export const operation_${id}: Documented<Op_${id}> = true;`,
      ...(BYTES_CALLS.has(name)
        ? [`export const answer_${id}: FileAnswer<Op_${id}> = true;`]
        : [
            `export const answer_${id}: Documented<Answer<Op_${id}, Accepted<${fn}>>> = true;`,
            `declare const answered_${id}: Answer<Op_${id}, Accepted<${fn}>>;`,
            `export const response_${id}: Accepted<${fn}> = answered_${id};`,
          ]),
    );
    if (input) {
      lines.push(
        `declare const input_${id}: NonNullable<Parameters<${fn}>[0]>;`,
        input === 'query'
          ? `export const request_${id}: [Unfit<Query<Op_${id}>, typeof input_${id}>] extends [never] ? true : Unfit<Query<Op_${id}>, typeof input_${id}> = true;`
          : `export const request_${id}: Form<Op_${id}> = input_${id};`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** The identifiers of `file` that the compiler reports errors at. */
function failingNames(diagnostics: readonly ts.Diagnostic[], file: string): string[] {
  return diagnostics
    .filter((d) => d.file?.fileName.endsWith(file) && d.start !== undefined)
    .map((d) => d.file!.text.slice(d.start, d.start! + d.length!));
}

describe('a client generated from the document (openapi-typescript)', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'psar-openapi-'));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('agrees with every typed call of @repo/api-client, and the check can fail', async () => {
    // Every typed call of the client is exercised (the type of CALLS says so too).
    const probe = createApiClient({
      bases: {
        api: 'http://127.0.0.1',
        auth: 'http://127.0.0.1',
        notification: 'http://127.0.0.1',
      },
      deviceId: 'probe',
    });
    expect(Object.keys(CALLS).sort()).toEqual(
      CALL_GROUPS.flatMap((group) =>
        Object.keys(probe[group]).map((call) => `${group}.${call}`),
      ).sort(),
    );

    // What each call sends, and where that is in the document.
    const checks: Check[] = [];
    const problems: string[] = [];
    for (const [name, args] of Object.entries(CALLS) as [string, readonly unknown[]][]) {
      const sent = await sentBy(name, args);
      if (sent.length !== 1) {
        problems.push(`${name}: sent ${sent.length} requests`);
        continue;
      }
      const [request] = sent as [Sent];
      const template = templateOf(request.method, request.path);
      if (!template) {
        problems.push(`${name}: ${request.method} ${request.path} is not in the document`);
        continue;
      }
      const operation = doc.paths[template]![request.method.toLowerCase()]!;
      const queryNames = (operation.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => p.name);
      for (const key of request.query.keys())
        if (!queryNames.includes(key)) problems.push(`${name}: query ${key} is not documented`);
      // An empty form (`refresh` posts one) carries nothing: only fields must be documented.
      const form =
        request.contentType === 'application/x-www-form-urlencoded' && request.body !== '';
      const fields = form ? new URLSearchParams(request.body) : new URLSearchParams();
      if (form) {
        const body = operation.requestBody?.content[request.contentType];
        if (!body) problems.push(`${name}: ${template} takes no urlencoded body`);
        const properties = Object.keys(body?.schema.properties ?? {});
        // A body documented as a record (an ad's fields depend on its category) takes any
        // field: only a body with named fields can be checked field by field.
        const open = !body?.schema.properties && Boolean(body?.schema.additionalProperties);
        for (const key of fields.keys())
          if (!open && !properties.includes(key))
            problems.push(`${name}: field ${key} is not documented`);
      }
      const input = sentAsIs(args, form ? fields : request.query)
        ? form
          ? 'form'
          : 'query'
        : undefined;
      checks.push({ name, method: request.method, template, ...(input ? { input } : {}) });
    }
    expect(problems).toEqual([]);
    // The check compares requests too, not only answers.
    expect(checks.filter((check) => check.input).map((check) => check.name)).toEqual(
      expect.arrayContaining([
        'locations.list',
        'accounts.register',
        'accounts.login',
        'accounts.changeUsername',
      ]),
    );

    // The same check against a document broken on purpose must fail, where it was broken.
    const broken = structuredClone(doc);
    const locations = broken.paths['/api/locations']!.get!.responses['200'] as {
      content: Record<
        string,
        { schema: { properties: { data: { items: { properties: Record<string, unknown> } } } } }
      >;
    };
    locations.content['application/json']!.schema.properties.data.items.properties.id = {
      type: 'integer',
    };
    broken.paths['/auth/register']!.post!.requestBody!.content[
      'application/x-www-form-urlencoded'
    ]!.schema.properties!.password = { type: 'integer' };

    const client = createRequire(import.meta.url).resolve('@repo/api-client');
    for (const [file, source] of [
      ['openapi', doc],
      ['openapi-broken', broken],
    ] as const) {
      await writeFile(
        join(dir, `${file}.d.ts`),
        astToString(await openapiTS(source as unknown as OpenAPI3)),
      );
    }
    await writeFile(join(dir, 'check.ts'), checkSource('openapi', client, checks));
    await writeFile(join(dir, 'check-broken.ts'), checkSource('openapi-broken', client, checks));
    // The api-client's own compiler options (the repository's), on these two files only.
    await writeFile(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        extends: join(client, '../../tsconfig.json'),
        compilerOptions: { typeRoots: [join(client, '../../node_modules/@types')] },
        files: ['check.ts', 'check-broken.ts'],
        include: [],
      }),
    );

    const config = ts.getParsedCommandLineOfConfigFile(
      join(dir, 'tsconfig.json'),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
          throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
        },
      },
    )!;
    expect(config.errors).toEqual([]);
    const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
    // The generated files and the checks (the client's own sources are its typecheck's job).
    const checked = program
      .getSourceFiles()
      .filter((file) => file.fileName.startsWith(dir.replace(/\\/g, '/')));
    const diagnostics = [
      ...program.getOptionsDiagnostics(),
      ...program.getGlobalDiagnostics(),
      ...checked.flatMap((file) => [
        ...program.getSyntacticDiagnostics(file),
        ...program.getSemanticDiagnostics(file),
      ]),
    ];
    expect(checked.map((file) => file.fileName.slice(dir.length + 1)).sort()).toEqual([
      'check-broken.ts',
      'check.ts',
      'openapi-broken.d.ts',
      'openapi.d.ts',
    ]);
    // Each error names its check (`response_<call>`, `request_<call>`, `operation_<call>`…).
    const host = {
      getCanonicalFileName: (file: string) => file,
      getCurrentDirectory: () => dir,
      getNewLine: () => '\n',
    };
    const report = diagnostics
      .filter((d) => !d.file?.fileName.endsWith('check-broken.ts'))
      .map((d) => {
        const at =
          d.file && d.start !== undefined ? d.file.text.slice(d.start, d.start + d.length!) : '';
        return `${at}: ${ts.formatDiagnostic(d, host)}`;
      })
      .join('\n');
    expect(report).toBe('');
    expect(failingNames(diagnostics, 'check-broken.ts').sort()).toEqual([
      'request_accounts_register',
      'response_locations_list',
    ]);
  }, 60_000);
});
