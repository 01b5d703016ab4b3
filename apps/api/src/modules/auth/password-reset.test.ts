import type { TokenSet, Verification } from '@repo/domain';
import { describe, expect, it } from 'vitest';
import {
  call,
  codeCalls,
  dataOf,
  errorOf,
  latestCode,
  newEmail,
  newPhone,
  PASSWORD,
  sentTo,
  signIn,
  signUp,
  testClock,
} from '../../test/accounts.ts';
import { setupTestApp } from '../../test/database.ts';

const clock = testClock();
const env = setupTestApp({ seed: false, now: clock.now });
const MINUTE = 60_000;

const { startRegistration, verify, resend } = codeCalls(env);

describe('POST {auth}/forgot-password and {auth}/password/reset', () => {
  it('answers the same for an existing and an unknown account, and sends only to the real one', async () => {
    const { target } = await signUp(env.app, env.database.db);
    clock.advance(MINUTE + 1000);
    const unknownPhone = newPhone();
    const real = await call(env.app, 'POST', '/auth/forgot-password', { body: { login: target } });
    const fake = await call(env.app, 'POST', '/auth/forgot-password', {
      form: true,
      body: { login: unknownPhone.typed },
    });
    expect(real.statusCode).toBe(200);
    expect(fake.statusCode).toBe(real.statusCode);
    const realData = dataOf<Verification>(real);
    const fakeData = dataOf<Verification>(fake);
    const shape = (data: Verification) => ({
      ...data,
      ticket: data.ticket.length,
      target_hint: data.target_hint.replace(/\d/g, '0'),
    });
    expect(shape(fakeData)).toEqual(shape(realData));
    expect(Object.keys(fake.json())).toEqual(Object.keys(real.json()));
    expect(await sentTo(env.database.db, unknownPhone.e164)).toHaveLength(0);
    expect((await sentTo(env.database.db, target))[0]?.purpose).toBe('reset_password');
    // The decoy ticket behaves like a real one: wrong codes, limits, resend.
    const guess = errorOf(await verify(fakeData.ticket, '000000'), 400);
    expect(guess).toMatchObject({ code: 'CODE_INVALID', attempts_left: 4 });
    expect(errorOf(await resend(fakeData.ticket), 429).code).toBe('CODE_RESEND_TOO_SOON');
    clock.advance(MINUTE + 1000);
    dataOf(await resend(fakeData.ticket));
    expect(await sentTo(env.database.db, unknownPhone.e164)).toHaveLength(0);
  });

  it('treats an unverified registration like an unknown account', async () => {
    const { e164 } = await startRegistration();
    clock.advance(MINUTE + 1000);
    dataOf(await call(env.app, 'POST', '/auth/forgot-password', { body: { login: e164 } }));
    expect((await sentTo(env.database.db, e164)).map((message) => message.purpose)).toEqual([
      'register',
    ]);
  });

  it('resets the password: every old session ends, this device is signed in', async () => {
    const email = newEmail();
    const { tokens: first } = await signUp(env.app, env.database.db, { login: email });
    const second = await signIn(env.app, email, PASSWORD, 'device-second-0001');
    clock.advance(MINUTE + 1000);
    const forgot = dataOf<Verification>(
      await call(env.app, 'POST', '/auth/forgot-password', { body: { login: email } }),
    );
    expect(forgot).toMatchObject({ purpose: 'reset_password', channel: 'email' });
    const { reset_token } = dataOf<{ reset_token: string }>(
      await verify(forgot.ticket, await latestCode(env.database.db, email)),
    );
    const short = await call(env.app, 'POST', '/auth/password/reset', {
      body: { reset_token, password: 'short' },
    });
    expect(errorOf(short, 400).code).toBe('VALIDATION_FAILED');
    const reset = await call(env.app, 'POST', '/auth/password/reset', {
      deviceId: 'device-third-00001',
      body: { reset_token, password: 'a brand new password' },
    });
    const tokens = dataOf<TokenSet>(reset);
    dataOf(await call(env.app, 'GET', '/api/me', { accessToken: tokens.access_token }));
    for (const old of [first, second]) {
      const me = await call(env.app, 'GET', '/api/me', { accessToken: old.access_token });
      expect(errorOf(me, 401).code).toBe('UNAUTHORIZED');
      const refresh = await call(env.app, 'POST', '/auth/token', {
        refreshToken: old.refresh_token,
      });
      expect(errorOf(refresh, 401).code).toBe('TOKEN_INVALID');
    }
    await signIn(env.app, email, 'a brand new password');
    const oldPassword = await call(env.app, 'POST', '/auth/login', {
      body: { login: email, password: PASSWORD },
    });
    expect(errorOf(oldPassword, 401).code).toBe('INVALID_CREDENTIALS');
    const twice = await call(env.app, 'POST', '/auth/password/reset', {
      body: { reset_token, password: 'yet another password' },
    });
    expect(errorOf(twice, 400).code).toBe('TICKET_INVALID');
  });

  it('refuses a reset token after its 10 minutes', async () => {
    const { target } = await signUp(env.app, env.database.db);
    clock.advance(MINUTE + 1000);
    const forgot = dataOf<Verification>(
      await call(env.app, 'POST', '/auth/forgot-password', { body: { login: target } }),
    );
    const { reset_token } = dataOf<{ reset_token: string }>(
      await verify(forgot.ticket, await latestCode(env.database.db, target)),
    );
    clock.advance(10 * MINUTE + 1000);
    const late = await call(env.app, 'POST', '/auth/password/reset', {
      body: { reset_token, password: 'a brand new password' },
    });
    expect(errorOf(late, 400).code).toBe('TICKET_INVALID');
  });
});
