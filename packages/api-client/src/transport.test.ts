// Long on purpose: one area's behaviours, each test with its own setup beside it.
import { describe, expect, it } from 'vitest';
import { createTransport } from './transport.ts';
import type { ApiClientOptions, HttpMethod, RequestFn, Transport } from './transport.ts';
import { AppError, getErrorCode } from './errors.ts';
import { apiError, closedPort, rejection, useTestServer } from './test-server.ts';

const DEVICE_ID = 'device-1234abcd';

const server = useTestServer();

type Send = (
  ...args: Parameters<RequestFn> extends [HttpMethod, ...infer Rest] ? Rest : never
) => ReturnType<RequestFn>;

/** The transport with a shortcut per method, so that each test reads as the request it sends. */
function shortcuts(transport: Transport) {
  const send =
    (method: HttpMethod): Send =>
    (base, path, options) =>
      transport.request(method, base, path, options);
  return {
    request: transport.request,
    get: send('GET'),
    post: send('POST'),
    put: send('PUT'),
    patch: send('PATCH'),
    delete: send('DELETE'),
    withTokens: (tokens: Parameters<Transport['withTokens']>[0]) =>
      shortcuts(transport.withTokens(tokens)),
  };
}

function client(options: Partial<ApiClientOptions> = {}) {
  return shortcuts(createTransport({ bases: server.bases, deviceId: DEVICE_ID, ...options }));
}

describe('createTransport', () => {
  it('needs a device id and absolute base URLs', () => {
    expect(() => createTransport({ bases: server.bases, deviceId: '' })).toThrow(/deviceId/);
    expect(() =>
      createTransport({ bases: { ...server.bases, auth: '/auth' }, deviceId: DEVICE_ID }),
    ).toThrow(/bases\.auth/);
  });
});

describe('headers', () => {
  it('sends Device-Id on every call, to the right base', async () => {
    server.script({ status: 200, body: { data: [] } });
    const api = client();
    await api.get('api', 'a');
    await api.post('auth', '/b', { form: { x: 1 } });
    await api.put('notification', 'c', { json: { y: 2 } });
    await api.patch('api', 'd');
    await api.delete('api', 'e');
    await api.get('api', 'categories', { query: { v: 1 } });

    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/a',
      'POST /auth/b',
      'PUT /notification/c',
      'PATCH /api/d',
      'DELETE /api/e',
      'GET /api/categories?v=1',
    ]);
    for (const request of server.requests) {
      expect(request.headers['device-id']).toBe(DEVICE_ID);
    }
  });

  it('sends no token headers when none are given', async () => {
    await client().get('api', 'x');
    const [request] = server.requests;
    expect(request?.headers['device-id']).toBe(DEVICE_ID);
    expect(request?.headers).not.toHaveProperty('access-token');
    expect(request?.headers).not.toHaveProperty('refresh-token');
  });

  it('sends Access-Token and Refresh-Token when given', async () => {
    await client({ accessToken: 'acc-1', refreshToken: 'ref-1' }).post('auth', 'refresh');
    expect(server.requests[0]?.headers['access-token']).toBe('acc-1');
    expect(server.requests[0]?.headers['refresh-token']).toBe('ref-1');
  });

  it('withTokens gives a new client with other tokens and leaves the first as it was', async () => {
    const first = client({ accessToken: 'acc-1', refreshToken: 'ref-1' });
    const second = first.withTokens({ accessToken: 'acc-2' });
    const third = second.withTokens({ refreshToken: null });

    await first.get('api', 'one');
    await second.get('api', 'two');
    await third.get('api', 'three');

    const [one, two, three] = server.requests;
    expect(one?.headers['access-token']).toBe('acc-1');
    expect(two?.headers['access-token']).toBe('acc-2');
    expect(two?.headers['refresh-token']).toBe('ref-1');
    expect(three?.headers['access-token']).toBe('acc-2');
    expect(three?.headers).not.toHaveProperty('refresh-token');
    expect(three?.headers['device-id']).toBe(DEVICE_ID);
  });

  it('adds client-wide and per-request headers; undefined removes one', async () => {
    const api = client({ headers: { 'Accept-Language': 'km', 'X-App': 'web' } });
    await api.get('api', 'x', { headers: { 'X-Request': '1', 'X-App': undefined } });
    const headers = server.requests[0]?.headers;
    expect(headers?.['accept-language']).toBe('km');
    expect(headers?.['x-request']).toBe('1');
    expect(headers).not.toHaveProperty('x-app');
  });
});

describe('bodies', () => {
  it('sends a form record urlencoded, leaving out null and undefined', async () => {
    await client().post('auth', 'login', {
      form: {
        phone: '012 345 678',
        remember: true,
        tries: 2,
        tags: ['a', 'b'],
        skip: undefined,
        none: null,
      },
    });
    const request = server.requests[0];
    expect(request?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request?.body).toBe('phone=012+345+678&remember=true&tries=2&tags=a&tags=b');
  });

  it('sends URLSearchParams urlencoded', async () => {
    await client().put('api', 'x', { form: new URLSearchParams({ a: '1', b: 'ខ្មែរ' }) });
    const request = server.requests[0];
    expect(request?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(new URLSearchParams(request?.body).get('b')).toBe('ខ្មែរ');
    expect(new URLSearchParams(request?.body).get('a')).toBe('1');
  });

  it('sends json as JSON', async () => {
    const payload = { title: 'Bike', price: 120, tags: ['red'], nested: { ok: true } };
    await client().patch('api', 'ads/1', { json: payload });
    const request = server.requests[0];
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request?.body ?? '')).toEqual(payload);
  });

  it('passes FormData through as multipart', async () => {
    const form = new FormData();
    form.set('caption', 'hello');
    form.set('file', new Blob(['abc'], { type: 'text/plain' }), 'a.txt');
    await client().post('api', 'upload', { form });
    const request = server.requests[0];
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain('name="caption"');
    expect(request?.body).toContain('filename="a.txt"');
  });

  it('refuses form and json together without sending anything', async () => {
    await expect(client().post('api', 'x', { form: { a: 1 }, json: { b: 2 } })).rejects.toThrow(
      TypeError,
    );
    expect(server.requests).toHaveLength(0);
  });

  it('adds query parameters', async () => {
    await client().get('api', 'search', { query: { q: 'bike', page: 2, none: undefined } });
    expect(server.requests[0]?.url).toBe('/api/search?q=bike&page=2');
  });
});

describe('responses', () => {
  it('returns the parsed JSON body', async () => {
    server.script({ status: 201, body: { id: 7, items: [1, 2] } });
    expect(await client().post('api', 'x')).toEqual({ id: 7, items: [1, 2] });
  });

  it('returns undefined for an empty body', async () => {
    server.script({ status: 204 });
    expect(await client().delete('api', 'x')).toBeUndefined();
  });

  it('rejects a 2xx body that is not JSON with INVALID_RESPONSE', async () => {
    server.script({
      status: 200,
      body: '<html>proxy page</html>',
      headers: { 'content-type': 'text/html' },
    });
    const error = await rejection(client().get('api', 'x'));
    expect(error.statusCode).toBe(502);
    expect(getErrorCode(error)).toBe('INVALID_RESPONSE');
  });

  it('uses a custom fetch', async () => {
    const seen: string[] = [];
    const fetch: typeof globalThis.fetch = (input, init) => {
      seen.push(input instanceof Request ? input.url : String(input));
      return globalThis.fetch(input, init);
    };
    await client({ fetch }).get('api', 'via-custom');
    expect(seen).toEqual([`${server.origin}/api/via-custom`]);
    expect(server.requests).toHaveLength(1);
  });
});

describe('retry', () => {
  const RETRIED = [408, 409, 425, 429, 500, 502, 503, 504];

  it.each(RETRIED)('retries a GET once on %i and returns the retry’s success', async (status) => {
    server.script(
      { status, body: apiError(status, 'Try again', 'SERVICE_UNAVAILABLE') },
      { status: 200, body: { attempt: 2 } },
    );
    expect(await client().get('api', 'flaky')).toEqual({ attempt: 2 });
    expect(server.requests.map((r) => r.method)).toEqual(['GET', 'GET']);
  });

  it.each(RETRIED)('stops after one retry when a GET keeps failing with %i', async (status) => {
    server.script({ status, body: apiError(status, 'Still failing', 'SERVICE_UNAVAILABLE') });
    const error = await rejection(client().get('api', 'down'));
    expect(error.statusCode).toBe(status);
    expect(server.requests).toHaveLength(2);
  });

  it('retries a HEAD once too', async () => {
    server.script({ status: 503 }, { status: 200 });
    expect(await client().request('HEAD', 'api', 'ping')).toBeUndefined();
    expect(server.requests.map((r) => r.method)).toEqual(['HEAD', 'HEAD']);
  });

  it.each([400, 404, 501])('does not retry a GET on %i', async (status) => {
    server.script(
      { status, body: apiError(status, 'No', 'BAD_REQUEST') },
      { status: 200, body: {} },
    );
    const error = await rejection(client().get('api', 'x'));
    expect(error.statusCode).toBe(status);
    expect(server.requests).toHaveLength(1);
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)(
    'never retries %s on 503',
    async (method) => {
      server.script(
        { status: 503, body: apiError(503, 'Busy', 'SERVICE_UNAVAILABLE') },
        { status: 200, body: {} },
      );
      const error = await rejection(client()[method]('api', 'x'));
      expect(error.statusCode).toBe(503);
      expect(server.requests).toHaveLength(1);
      expect(server.requests[0]?.method).toBe(method.toUpperCase());
    },
  );

  it('does not let Retry-After: 120 stall a 429 for minutes', async () => {
    server.script(
      {
        status: 429,
        headers: { 'retry-after': '120' },
        body: apiError(429, 'Slow down', 'RATE_LIMITED'),
      },
      { status: 200, body: { ok: 'late' } },
    );
    const started = Date.now();
    expect(await client().get('api', 'limited')).toEqual({ ok: 'late' });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(server.requests).toHaveLength(2);
  });

  it('waits the configured retry delay', async () => {
    server.script({ status: 500 }, { status: 200, body: {} });
    const started = Date.now();
    await client({ retry: { delay: 300 } }).get('api', 'x');
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(server.requests).toHaveLength(2);
  });
});

describe('errors', () => {
  it.each([
    [400, 'Bad Request', 'VALIDATION_FAILED'],
    [401, 'Unauthorized', 'UNAUTHORIZED'],
    [403, 'Forbidden', 'FORBIDDEN'],
    [404, 'Not Found', 'NOT_FOUND'],
    [413, 'Payload Too Large', 'PAYLOAD_TOO_LARGE'],
    [429, 'Too Many Requests', 'RATE_LIMITED'],
    [500, 'Internal Server Error', 'INTERNAL_ERROR'],
    [503, 'Service Unavailable', 'SERVICE_UNAVAILABLE'],
    [599, 'Odd Status', 'INTERNAL_ERROR'],
  ])('raises an AppError with the API’s fields for %i', async (status, statusMessage, code) => {
    const body = apiError(status, statusMessage, code);
    server.script({ status, body });
    const error = await rejection(client().post('api', 'x'));
    expect(error).toBeInstanceOf(AppError);
    expect(error.statusCode).toBe(status);
    expect(error.statusMessage).toBe(statusMessage);
    expect(error.data).toEqual(body.data);
    expect(error.message).toBe(body.data.message);
    expect(error.fatal).toBe(false);
    expect(error.unhandled).toBe(false);
  });

  it('prefers the API’s statusMessage and keeps extra data such as issues', async () => {
    const body = {
      statusCode: 400,
      statusMessage: 'Validation Failed',
      data: {
        code: 'VALIDATION_FAILED',
        message: 'Check the form',
        issues: [{ path: 'title', message: 'Too short' }],
      },
    };
    server.script({ status: 400, body });
    const error = await rejection(client().post('api', 'ads', { json: {} }));
    expect(error.statusMessage).toBe('Validation Failed');
    expect(error.data).toEqual(body.data);
  });

  it('takes the status from the HTTP response, not from a body that claims another', async () => {
    // A proxy answering 502 with an upstream's JSON 404 is still a 502.
    server.script({ status: 502, body: apiError(404, 'Not Found', 'NOT_FOUND') });
    const error = await rejection(client().post('api', 'x'));
    expect(error.statusCode).toBe(502);
  });

  it('gives a proper AppError for a non-JSON error body', async () => {
    server.script({
      status: 502,
      headers: { 'content-type': 'text/html' },
      body: '<h1>Bad gateway</h1>',
    });
    const error = await rejection(client().post('api', 'x'));
    expect(error.statusCode).toBe(502);
    expect(error.statusMessage).toBe('Bad Gateway');
    expect(error.data).toBe('<h1>Bad gateway</h1>');
  });

  it('gives null data for an empty error body and raw text for JSON of another shape', async () => {
    server.script({ status: 404 });
    const empty = await rejection(client().delete('api', 'x'));
    expect(empty.statusCode).toBe(404);
    expect(empty.statusMessage).toBe('Not Found');
    expect(empty.data).toBeNull();

    server.script({ status: 422, body: { error: 'nope' } });
    const other = await rejection(client().post('api', 'x'));
    expect(other.statusCode).toBe(422);
    expect(other.statusMessage).toBe('Unprocessable Entity');
    expect(other.data).toBe('{"error":"nope"}');
  });

  it('gives NETWORK_ERROR without status when the connection is refused, without retrying', async () => {
    const port = await closedPort();
    const origin = `http://127.0.0.1:${port}`;
    let attempts = 0;
    const api = shortcuts(
      createTransport({
        bases: { api: `${origin}/api`, auth: `${origin}/auth`, notification: `${origin}/n` },
        deviceId: DEVICE_ID,
        // counts the attempts; the connection itself is a real one to a closed port
        fetch: (input, init) => {
          attempts += 1;
          return globalThis.fetch(input, init);
        },
      }),
    );
    const error = await rejection(api.get('api', 'categories'));
    expect(error.statusCode).toBe(0);
    expect(getErrorCode(error)).toBe('NETWORK_ERROR');
    expect(attempts).toBe(1);
  });

  it('gives TIMEOUT without status when the server is too slow, and does not retry', async () => {
    server.script({ status: 200, body: {}, delayMs: 2_000 });
    const started = Date.now();
    const error = await rejection(client({ timeout: 150 }).get('api', 'slow'));
    expect(error.statusCode).toBe(0);
    expect(getErrorCode(error)).toBe('TIMEOUT');
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(server.requests).toHaveLength(1);
  });

  it('gives ABORTED when the caller aborts', async () => {
    server.script({ status: 200, body: {}, delayMs: 2_000 });
    const controller = new AbortController();
    const pending = client().get('api', 'slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await rejection(pending);
    expect(error.statusCode).toBe(0);
    expect(getErrorCode(error)).toBe('ABORTED');
  });
});
