import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import type { ApiClient } from './client.ts';
import type { ApiClientOptions } from './transport.ts';
import { getErrorCode } from './errors.ts';
import { apiError, rejection, useTestServer } from './test-server.ts';

const DEVICE_ID = 'device-1234abcd';

const server = useTestServer();

function client(options: Partial<ApiClientOptions> = {}): ApiClient {
  return createApiClient({ bases: server.bases, deviceId: DEVICE_ID, ...options });
}

const category = (id: string, slug: string, parent = '0') => ({
  id,
  slug,
  parent,
  meta: { name: { en: slug, km: 'ក' }, icon: 'box', type: 'general' },
});

const location = (id: string, slug: string, parent = '0') => ({
  id,
  slug,
  parent,
  type: 'province',
  name: { en: slug, km: 'ក' },
  lat: 11.5,
  lng: null,
});

describe('createApiClient', () => {
  it('needs a device id and absolute base URLs', () => {
    expect(() => createApiClient({ bases: server.bases, deviceId: '' })).toThrow(/deviceId/);
  });

  it('sends Device-Id and the tokens with every typed call', async () => {
    server.script({ status: 200, body: { data: [] } });
    await client({ accessToken: 'access-1' }).routeRules.list();
    await client().withTokens({ accessToken: 'access-2' }).categories.list();
    expect(
      server.requests.map((r) => [r.url, r.headers['device-id'], r.headers['access-token']]),
    ).toEqual([
      ['/api/route-rules', DEVICE_ID, 'access-1'],
      ['/api/categories?v=1', DEVICE_ID, 'access-2'],
    ]);
  });
});

describe('endpoints', () => {
  it('categories.list asks for meta and returns the data array', async () => {
    const data = [category('1', 'phones-tablets'), category('101', 'mobile-phones', '1')];
    server.script({ status: 200, body: { data } });
    expect(await client().categories.list({ meta: true })).toEqual(data);
    expect(server.requests[0]?.url).toBe('/api/categories?meta=true&v=1');
    expect(server.requests[0]?.method).toBe('GET');
  });

  it('categories.list rejects a wrong shape with INVALID_RESPONSE', async () => {
    server.script({ status: 200, body: { data: [{ id: 'x1', slug: 'Not A Slug', parent: '0' }] } });
    const error = await rejection(client().categories.list());
    expect(error.statusCode).toBe(502);
    expect(getErrorCode(error)).toBe('INVALID_RESPONSE');
    const issues = (error.data as { issues: { path: string }[] }).issues.map((i) => i.path);
    expect(issues).toEqual(expect.arrayContaining(['data.0.id', 'data.0.slug']));
  });

  it('categories.forPosting reads the posting variant', async () => {
    const data = [
      {
        ...category('101', 'mobile-phones', '1'),
        meta: { ...category('101', 'mobile-phones').meta, fields: ['title'] },
      },
    ];
    server.script({ status: 200, body: { data } });
    expect(await client().categories.forPosting()).toEqual(data);
    expect(server.requests[0]?.url).toBe('/api/me/posts/categories?v=1');

    server.script({ status: 200, body: { data: [category('101', 'mobile-phones', '1')] } });
    expect(getErrorCode(await rejection(client().categories.forPosting()))).toBe(
      'INVALID_RESPONSE',
    );
  });

  it('locations.list returns the data array, with ?parent= when given', async () => {
    const provinces = [location('12', 'phnom-penh')];
    server.script({ status: 200, body: { data: provinces } });
    expect(await client().locations.list()).toEqual(provinces);
    expect(server.requests[0]?.url).toBe('/api/locations');

    const districts = [{ ...location('1201', 'chamkar-mon', '12'), type: 'district' }];
    server.script({ status: 200, body: { data: districts } });
    expect(await client().locations.list({ parent: '12' })).toEqual(districts);
    expect(server.requests[1]?.url).toBe('/api/locations?parent=12');
  });

  it('locations.get asks for one place by encoded key; a 404 is an AppError', async () => {
    const pp = location('12', 'phnom-penh');
    server.script({ status: 200, body: { data: pp } });
    expect(await client().locations.get('phnom-penh')).toEqual(pp);
    expect(server.requests[0]?.url).toBe('/api/locations/phnom-penh');

    server.script({ status: 404, body: apiError(404, 'Not Found', 'NOT_FOUND') });
    const error = await rejection(client().locations.get('a/b'));
    expect(error.statusCode).toBe(404);
    expect(server.requests[1]?.url).toBe('/api/locations/a%2Fb');
  });

  it('categories.search sends the text as q', async () => {
    const data = [category('501', 'houses-for-sale', '5')];
    server.script({ status: 200, body: { data } });
    expect(await client().categories.search('ផ្ទះ', { limit: 5 })).toEqual(data);
    expect(server.requests[0]?.url).toBe(
      `/api/categories/search?q=${encodeURIComponent('ផ្ទះ')}&limit=5`,
    );
  });

  it('routeRules.list reads the rules list', async () => {
    const data = [{ from: '/old', to: '/c-cars', permanent: true, allowExternal: false }];
    server.script({ status: 200, body: { data } });
    expect(await client().routeRules.list()).toEqual(data);
    expect(server.requests[0]?.url).toBe('/api/route-rules');
  });

  it('locations.list rejects a wrong shape', async () => {
    server.script({ status: 200, body: { items: [location('12', 'phnom-penh')] } });
    const error = await rejection(client().locations.list());
    expect(error.statusCode).toBe(502);
    expect(getErrorCode(error)).toBe('INVALID_RESPONSE');
  });

  it('passes API errors of an endpoint through as AppErrors', async () => {
    server.script({ status: 401, body: apiError(401, 'Unauthorized', 'UNAUTHORIZED') });
    const error = await rejection(client().categories.forPosting());
    expect(error.statusCode).toBe(401);
    expect(getErrorCode(error)).toBe('UNAUTHORIZED');
    expect(server.requests).toHaveLength(1);
  });
});

describe('account calls', () => {
  const tokens = {
    access_token: 'a'.repeat(43),
    refresh_token: 'r'.repeat(43),
    expires_in: 3600,
    scope: 'user',
  };

  it('renews with an empty form body and the Refresh-Token header, and checks the answer', async () => {
    server.script({ status: 200, body: { data: tokens } });
    const result = await client({ refreshToken: 'old-refresh' }).accounts.refresh();
    expect(result).toEqual(tokens);
    const [sent] = server.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('/auth/token');
    expect(sent?.headers['refresh-token']).toBe('old-refresh');
    expect(sent?.headers['content-type']).toMatch(/application\/x-www-form-urlencoded/);
    expect(sent?.body).toBe('');
  });

  it('posts forms urlencoded and logs out with device_id', async () => {
    server.script({ status: 200, body: { data: tokens } });
    await client().accounts.login({ login: '012345678', password: 'p@ss word' });
    expect(server.requests[0]?.body).toBe('login=012345678&password=p%40ss+word');
    server.script({ status: 200, body: { data: { ok: true } } });
    await client({ refreshToken: 'r1' }).accounts.logout('device-1234abcd');
    expect(server.requests[1]?.url).toBe('/auth/logout');
    expect(server.requests[1]?.body).toBe('device_id=device-1234abcd');
  });

  it('rejects a token answer of the wrong shape and passes API errors through', async () => {
    server.script({ status: 200, body: { data: { access_token: 'x' } } });
    expect(
      getErrorCode(await rejection(client().accounts.login({ login: 'a', password: 'b' }))),
    ).toBe('INVALID_RESPONSE');
    server.script({ status: 401, body: apiError(401, 'Unauthorized', 'INVALID_CREDENTIALS') });
    const error = await rejection(client().accounts.login({ login: 'a', password: 'b' }));
    expect(error.statusCode).toBe(401);
    expect(getErrorCode(error)).toBe('INVALID_CREDENTIALS');
    // POST is never retried.
    expect(server.requests.filter((r) => r.url === '/auth/login')).toHaveLength(2);
  });
});

describe('chat calls', () => {
  const message = {
    id: '9',
    seq: 1,
    client_id: 'client-0001',
    mine: true,
    text: 'Is this still available?',
    created_at: '2026-11-27T10:00:00.000Z',
    warnings: [],
  };

  it('sends a first message as JSON and reads the stored message', async () => {
    server.script({ status: 200, body: { data: { conversation_id: '4', message } } });
    const sent = await client({ accessToken: 'a' }).chat.start({
      ad_id: '12',
      client_id: 'client-0001',
      text: 'Is this still available?',
    });
    expect(sent.message.seq).toBe(1);
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/api/chats' });
    expect(JSON.parse(server.requests[0]!.body)).toEqual({
      ad_id: '12',
      client_id: 'client-0001',
      text: 'Is this still available?',
    });
  });

  it('sends a photo as multipart, the fields before the file, and reads a photo as bytes', async () => {
    server.script(
      {
        status: 200,
        body: {
          data: {
            conversation_id: '4',
            message: { ...message, photo: { width: 640, height: 480 } },
          },
        },
      },
      { status: 200, headers: { 'content-type': 'image/webp' }, body: 'RIFF0000WEBP' },
      { status: 404, body: { error: { code: 'NOT_FOUND', message: 'No such photo.' } } },
    );
    const api = client({ accessToken: 'a' });
    const sent = await api.chat.sendPhoto(
      '4',
      { client_id: 'client-0009', text: 'The back' },
      new Blob(['jpeg bytes'], { type: 'image/jpeg' }),
      'back.jpg',
    );
    expect(sent.message.photo).toEqual({ width: 640, height: 480 });
    const upload = server.requests[0]!;
    expect(upload).toMatchObject({ method: 'POST', url: '/api/chats/4/photos' });
    expect(upload.headers['content-type']).toMatch(/^multipart\/form-data/);
    const order = ['client_id', 'text', 'file'].map((name) =>
      upload.body.indexOf(`name="${name}"`),
    );
    expect(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1]!))).toBe(true);

    const photo = await api.chat.photo('4', '9', 'medium');
    expect(photo.contentType).toBe('image/webp');
    expect(new TextDecoder().decode(photo.bytes)).toBe('RIFF0000WEBP');
    expect(server.requests[1]).toMatchObject({
      method: 'GET',
      url: '/api/chats/4/photos/9/medium',
    });
    await expect(api.chat.photo('4', '10', 'thumb')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('asks for the missed messages after a sequence number, and blocks with PUT and DELETE', async () => {
    server.script(
      { status: 200, body: { data: { read_seq: 3 } } },
      { status: 200, body: { data: { ok: true } } },
      { status: 200, body: { data: { ok: true } } },
      { status: 200, body: { data: { chat: 2 } } },
    );
    const api = client({ accessToken: 'a' });
    expect(await api.chat.markRead('4', 3)).toEqual({ read_seq: 3 });
    await api.chat.block('77', true);
    await api.chat.block('77', false);
    expect(await api.chat.badges(['chat'], 'km')).toEqual({ chat: 2 });
    expect(server.requests.map((r) => [r.method, r.url])).toEqual([
      ['POST', '/api/chats/4/read'],
      ['PUT', '/api/me/blocks/77'],
      ['DELETE', '/api/me/blocks/77'],
      ['GET', '/notification/badges?fields=chat&lang=km'],
    ]);
  });

  it('lists notifications by cursor and marks one or all read', async () => {
    const item = {
      id: '9',
      kind: 'ad_expired',
      created_at: '2026-11-28T01:00:00.000Z',
      read: false,
      data: { ad_id: '12', title: 'Honda Dream' },
    };
    server.script(
      { status: 200, body: { data: { items: [item], next_cursor: null, unread: 1 } } },
      { status: 200, body: { data: { unread: 0 } } },
      { status: 200, body: { data: { unread: 0 } } },
    );
    const api = client({ accessToken: 'a' });
    expect((await api.notifications.list({ cursor: 'c1' })).items).toEqual([item]);
    expect(await api.notifications.markRead('9')).toEqual({ unread: 0 });
    await api.notifications.markRead();
    expect(server.requests.map((r) => [r.method, r.url, r.body || null])).toEqual([
      ['GET', '/notification/notifications?cursor=c1', null],
      ['POST', '/notification/notifications/read', '{"id":"9"}'],
      ['POST', '/notification/notifications/read', '{}'],
    ]);
  });

  it('refuses an answer that is not a thread', async () => {
    server.script({ status: 200, body: { data: { messages: 'nope' } } });
    await expect(client({ accessToken: 'a' }).chat.thread('4', { after: 2 })).rejects.toThrow();
    expect(server.requests[0]?.url).toBe('/api/chats/4?after=2');
  });
});
