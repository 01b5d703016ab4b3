import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config/env.ts';
import { outbox } from '../../db/schema.ts';
import {
  call,
  dataOf,
  errorOf,
  newPhone,
  PASSWORD,
  type CallOptions,
} from '../../test/accounts.ts';
import { DEVICE, setupTestApp, TEST_CONFIG } from '../../test/database.ts';

const env = setupTestApp({ seed: false });
/** The development routes answer only this machine. */
const LOCAL = { ip: '127.0.0.1' } satisfies CallOptions;

describe('GET {api}/dev/outbox', () => {
  it('lists what was sent, newest first, by recipient as typed, with a limit', async () => {
    const phone = newPhone();
    await call(env.app, 'POST', '/auth/register', {
      body: { login: phone.typed, first_name: 'Dara', last_name: 'Sok', password: PASSWORD },
    });
    await call(env.app, 'POST', '/auth/register', {
      body: { login: 'Other@Example.com', first_name: 'A', last_name: 'B', password: PASSWORD },
    });
    const all = dataOf<{ recipient: string }[]>(
      await call(env.app, 'GET', '/api/dev/outbox', LOCAL),
    );
    expect(all.map((message) => message.recipient)).toEqual(['other@example.com', phone.e164]);
    const query = new URLSearchParams({ to: phone.typed, limit: '5' });
    const mine = dataOf(await call(env.app, 'GET', `/api/dev/outbox?${query}`, LOCAL));
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
      await call(env.app, 'GET', '/api/dev/outbox?to=OTHER%40example.com&limit=1', LOCAL),
    );
    expect(byEmail).toHaveLength(1);
    expect(errorOf(await call(env.app, 'GET', '/api/dev/outbox?limit=1000', LOCAL), 400).code).toBe(
      'VALIDATION_FAILED',
    );
    expect(errorOf(await call(env.app, 'GET', '/api/dev/outbox?to=%00', LOCAL), 400).code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('answers only the machine it runs on: another address is told the route does not exist', async () => {
    // A visitor elsewhere, through the web server (a trusted proxy on loopback).
    const forwarded = await call(env.app, 'GET', '/api/dev/outbox', { ip: '203.0.113.7' });
    expect(errorOf(forwarded, 404).code).toBe('ROUTE_NOT_FOUND');
    // A visitor elsewhere, straight to the API.
    const direct = await env.app.inject({
      url: '/api/dev/outbox',
      headers: DEVICE,
      remoteAddress: '203.0.113.8',
    });
    expect(errorOf(direct, 404).code).toBe('ROUTE_NOT_FOUND');
    // An untrusted connection cannot claim to be loopback.
    const spoofed = await env.app.inject({
      url: '/api/dev/outbox',
      headers: { ...DEVICE, 'x-forwarded-for': '127.0.0.1' },
      remoteAddress: '203.0.113.9',
    });
    expect(errorOf(spoofed, 404).code).toBe('ROUTE_NOT_FOUND');
    expect((await env.app.inject({ url: '/api/dev/outbox', headers: DEVICE })).statusCode).toBe(
      200,
    );
  });

  it('with the default settings: no outbox, codes only on the console, in no HTTP answer', async () => {
    const printed: string[] = [];
    const defaults = loadConfig({ NODE_ENV: 'production' });
    expect(defaults).toMatchObject({
      DEV_ROUTES: false,
      EMAIL_TRANSPORT: 'console',
      SMS_TRANSPORT: 'console',
    });
    const app = await buildApp({
      config: {
        ...TEST_CONFIG,
        DEV_ROUTES: defaults.DEV_ROUTES,
        EMAIL_TRANSPORT: defaults.EMAIL_TRANSPORT,
        SMS_TRANSPORT: defaults.SMS_TRANSPORT,
        // A reset code right after the sign-up code, for the same number.
        CODE_RESEND_INTERVAL_MS: 0,
      },
      database: env.database,
      logger: false,
      consoleWrite: (line) => printed.push(line),
    });
    const answers: LightMyRequestResponse[] = [];
    const send = async (method: 'GET' | 'POST', url: string, options: CallOptions = {}) => {
      const response = await call(app, method, url, { ...LOCAL, ...options });
      answers.push(response);
      return response;
    };
    try {
      const phone = newPhone();
      const registered = await send('POST', '/auth/register', {
        body: { login: phone.typed, first_name: 'Dara', last_name: 'Sok', password: PASSWORD },
      });
      const { ticket } = dataOf<{ ticket: string }>(registered, 201);
      const signUpCode = /\b(\d{6})\b/.exec(printed.at(-1) ?? '')?.[1];
      expect(printed.at(-1)).toContain(`sms to ${phone.e164} (register)`);
      // The operator reads the console and finishes the sign-up.
      expect(
        (await send('POST', '/auth/verify', { body: { ticket, code: signUpCode } })).statusCode,
      ).toBe(200);
      const reset = await send('POST', '/auth/forgot-password', { body: { login: phone.typed } });
      expect(reset.statusCode, reset.body).toBeLessThan(300);
      const resetCode = /\b(\d{6})\b/.exec(printed.at(-1) ?? '')?.[1];
      expect(printed.at(-1)).toContain(`sms to ${phone.e164} (reset_password)`);
      for (const url of ['/api/dev/outbox', `/api/dev/outbox?to=${encodeURIComponent(phone.e164)}`])
        expect(errorOf(await send('GET', url), 404).code).toBe('ROUTE_NOT_FOUND');
      expect(errorOf(await send('POST', '/api/dev/posts/1/premium', { body: {} }), 404).code).toBe(
        'ROUTE_NOT_FOUND',
      );
      for (const code of [signUpCode, resetCode]) {
        expect(code).toMatch(/^\d{6}$/);
        const leaks = answers.filter((answer) =>
          `${JSON.stringify(answer.headers)} ${answer.body}`.includes(code!),
        );
        expect(leaks).toEqual([]);
      }
      // Nothing was kept in the outbox either.
      const kept = await env.database.db.select().from(outbox);
      expect(kept.filter((row) => row.recipient === phone.e164)).toEqual([]);
    } finally {
      await app.close();
    }
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
