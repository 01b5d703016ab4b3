import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@repo/domain';
import { visitorMessages } from '../../db/schema.ts';
import { DEVICE, setupTestApp } from '../../test/database.ts';

const env = setupTestApp({
  seed: false,
  config: { MESSAGE_LIMIT_PER_DEVICE: 2, MESSAGE_LIMIT_PER_IP: 3 },
});

const device = (n: number) => ({ 'device-id': `device-0000-${n}` });
const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe('POST {api}/feedback and {api}/contact', () => {
  it('stores feedback sent as a plain form post, with device, address and language', async () => {
    const response = await env.app.inject({
      method: 'POST',
      url: '/api/feedback',
      ...form({ message: 'ស្វែងរកជាភាសាខ្មែរល្អណាស់ អរគុណ', locale: 'km', page: '/km/c-cars' }),
      headers: { ...form({}).headers, ...device(1), 'x-forwarded-for': '203.0.113.7' },
    });
    expect(response.statusCode).toBe(201);
    const rows = await env.database.db.select().from(visitorMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'feedback',
      message: 'ស្វែងរកជាភាសាខ្មែរល្អណាស់ អរគុណ',
      locale: 'km',
      page: '/km/c-cars',
      deviceId: 'device-0000-1',
      ip: '203.0.113.7',
    });
  });

  it('stores a contact request as JSON too', async () => {
    const response = await env.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...device(2), 'x-forwarded-for': '203.0.113.8' },
      payload: {
        name: 'Dara',
        email: 'dara@example.com',
        subject: 'business',
        message: 'We want a store plan.',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.id).toEqual(expect.any(Number));
  });

  it('answers bad fields with 400 and the i18n key of each problem', async () => {
    const response = await env.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: DEVICE,
      payload: { name: 'D', email: 'nope', subject: 'x', message: 'hi' },
    });
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.data.code).toBe('VALIDATION_FAILED');
    expect(
      Object.fromEntries((body.data.issues ?? []).map((issue) => [issue.path, issue.message])),
    ).toEqual({
      'body.name': 'validation.nameRequired',
      'body.email': 'validation.invalidEmail',
      'body.subject': 'validation.subjectRequired',
      'body.message': 'validation.messageTooShort',
    });
  });

  it('limits messages per device, then per address, with a 429 and the wait', async () => {
    const send = (n: number, ip: string) =>
      env.app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: { ...device(n), 'x-forwarded-for': ip },
        payload: { message: 'Please add a dark mode for the map' },
      });
    expect((await send(10, '198.51.100.1')).statusCode).toBe(201);
    expect((await send(10, '198.51.100.2')).statusCode).toBe(201);
    const overDevice = await send(10, '198.51.100.3');
    expect(overDevice.statusCode).toBe(429);
    expect(apiErrorSchema.parse(overDevice.json()).data).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfter: 3600,
    });

    for (const n of [11, 12, 13]) expect((await send(n, '198.51.100.9')).statusCode).toBe(201);
    const overIp = await send(14, '198.51.100.9');
    expect(overIp.statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For from an untrusted address', async () => {
    await env.app.inject({
      method: 'POST',
      url: '/api/feedback',
      remoteAddress: '192.0.2.50',
      headers: { ...device(20), 'x-forwarded-for': '198.51.100.77' },
      payload: { message: 'Spoofed address should not count' },
    });
    const rows = await env.database.db.select().from(visitorMessages);
    expect(rows.find((row) => row.deviceId === 'device-0000-20')?.ip).toBe('192.0.2.50');
  });
});
