import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { call, dataOf, errorOf, newPhone, PASSWORD } from '../../test/accounts.ts';
import { DEVICE, setupTestApp, TEST_CONFIG } from '../../test/database.ts';

const env = setupTestApp({ seed: false });

describe('GET {api}/dev/outbox', () => {
  it('lists what was sent, newest first, by recipient as typed, with a limit', async () => {
    const phone = newPhone();
    await call(env.app, 'POST', '/auth/register', {
      body: { login: phone.typed, first_name: 'Dara', last_name: 'Sok', password: PASSWORD },
    });
    await call(env.app, 'POST', '/auth/register', {
      body: { login: 'Other@Example.com', first_name: 'A', last_name: 'B', password: PASSWORD },
    });
    const all = dataOf<{ recipient: string }[]>(await call(env.app, 'GET', '/api/dev/outbox'));
    expect(all.map((message) => message.recipient)).toEqual(['other@example.com', phone.e164]);
    const query = new URLSearchParams({ to: phone.typed, limit: '5' });
    const mine = dataOf(await call(env.app, 'GET', `/api/dev/outbox?${query}`));
    expect(mine).toEqual([
      {
        id: expect.stringMatching(/^\d+$/),
        channel: 'sms',
        recipient: phone.e164,
        subject: null,
        body: expect.stringMatching(/^Your Psar code is \d{6}\./),
        purpose: 'register',
        created_at: expect.any(String),
      },
    ]);
    const byEmail = dataOf<unknown[]>(
      await call(env.app, 'GET', '/api/dev/outbox?to=OTHER%40example.com&limit=1'),
    );
    expect(byEmail).toHaveLength(1);
    expect(errorOf(await call(env.app, 'GET', '/api/dev/outbox?limit=1000'), 400).code).toBe(
      'VALIDATION_FAILED',
    );
    expect(errorOf(await call(env.app, 'GET', '/api/dev/outbox?to=%00'), 400).code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('does not exist when DEV_ROUTES is off', async () => {
    const production = await buildApp({
      config: { ...TEST_CONFIG, DEV_ROUTES: false },
      database: env.database,
      logger: false,
    });
    try {
      const response = await production.inject({ url: '/api/dev/outbox', headers: DEVICE });
      expect(errorOf(response, 404).code).toBe('ROUTE_NOT_FOUND');
    } finally {
      await production.close();
    }
  });
});
