import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@repo/domain';
import { buildApp } from './app.ts';
import {
  createTestDatabase,
  DEVICE,
  setupTestApp,
  TEST_CONFIG,
  TEST_ENGINE,
} from './test/database.ts';

const env = setupTestApp();

describe('the Device-Id rule', () => {
  it.each([
    '/api/categories?meta=true&v=1',
    '/api/locations',
    '/auth/token',
    '/notification/badges',
  ])('refuses %s without Device-Id with a 400 in the one error shape', async (url) => {
    const response = await env.app.inject({ url });
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.data.code).toBe('DEVICE_ID_REQUIRED');
    expect(body.data.message).toContain('Device-Id');
  });

  it('refuses a Device-Id that is too short or has odd characters', async () => {
    for (const value of ['abc', 'has spaces in it', 'x'.repeat(200)]) {
      const response = await env.app.inject({
        url: '/api/locations',
        headers: { 'device-id': value },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().data.code).toBe('DEVICE_ID_INVALID');
    }
  });

  it('cannot be skipped by percent-encoding the base path', async () => {
    const response = await env.app.inject({ url: '/%61pi/categories?meta=true&v=1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.code).toBe('DEVICE_ID_REQUIRED');
  });

  it('leaves /health and /docs open', async () => {
    const health = await env.app.inject({ url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: TEST_ENGINE });
    const docs = await env.app.inject({ url: '/docs/json' });
    expect(docs.statusCode).toBe(200);
  });
});

describe('errors', () => {
  it('answers unknown routes with a JSON 404', async () => {
    const response = await env.app.inject({ url: '/api/no-such-thing', headers: DEVICE });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(apiErrorSchema.parse(response.json()).data.code).toBe('ROUTE_NOT_FOUND');
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await env.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: { ...DEVICE, 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).data.code).toBe('BAD_REQUEST');
  });

  it.each([
    ['a NUL byte in a search', `/api/categories/search?q=%00`],
    ['a NUL byte in a path key', '/api/locations/%00'],
    ['broken percent-encoding', '/api/locations/%FF'],
    ['a lone percent sign', '/api/locations/%'],
    ['an over-long key', `/api/locations/${'x'.repeat(150)}`],
    ['an over-long search', `/api/categories/search?q=${'ផ'.repeat(200)}`],
  ])('answers %s with a 4xx in the one error shape', async (_name, url) => {
    const response = await env.app.inject({ url, headers: DEVICE });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const body = apiErrorSchema.parse(response.json());
    expect(body.statusCode).toBe(response.statusCode);
  });

  it('hides the cause of a 5xx: no stack, no SQL', { timeout: 60_000 }, async () => {
    const broken = await createTestDatabase();
    const brokenApp = await buildApp({ config: TEST_CONFIG, database: broken, logger: false });
    await broken.close();
    try {
      const response = await brokenApp.inject({
        url: `/api/categories/search?q=${encodeURIComponent('ផ្ទះ')}`,
        headers: DEVICE,
      });
      expect(response.statusCode).toBe(500);
      const body = apiErrorSchema.parse(response.json());
      expect(body).toEqual({
        statusCode: 500,
        statusMessage: 'Internal Server Error',
        data: { code: 'INTERNAL_ERROR', message: 'Something went wrong. Please try again.' },
      });
      expect(response.body).not.toMatch(/select|categories|at .*\.ts/i);
    } finally {
      await brokenApp.close();
      await broken.destroy();
    }
  });
});

describe('malformed HTTP', () => {
  it('answers a raw non-ASCII URL with a 400 in the one error shape', async () => {
    const server = await buildApp({ config: TEST_CONFIG, database: env.database, logger: false });
    const address = await server.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { port } = new URL(address);
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1');
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString('utf8')));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
        socket.write(
          Buffer.concat([
            Buffer.from('GET /api/categories/search?q='),
            Buffer.from('ផ្ទះ', 'utf8'),
            Buffer.from(' HTTP/1.1\r\nHost: x\r\nDevice-Id: 6f1c2b1e-6a8b\r\n\r\n'),
          ]),
        );
      });
      expect(raw.startsWith('HTTP/1.1 400')).toBe(true);
      const body = apiErrorSchema.parse(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)));
      expect(body.data.code).toBe('BAD_REQUEST');
    } finally {
      await server.close();
    }
  });
});

describe('OpenAPI', () => {
  it('describes the bases and the category and location calls', async () => {
    const spec = (await env.app.inject({ url: '/docs/json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/categories',
        '/api/me/posts/categories',
        '/api/locations',
        '/health',
      ]),
    );
    expect(spec.components.securitySchemes.deviceId).toMatchObject({
      in: 'header',
      name: 'Device-Id',
    });
  });
});
