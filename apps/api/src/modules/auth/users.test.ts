import { userSchema, type TokenSet, type User, type Verification } from '@repo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devices, users } from '../../db/schema.ts';
import {
  call,
  dataOf,
  errorOf,
  latestCode,
  newEmail,
  newPhone,
  PASSWORD,
  signIn,
  signUp,
  wrongCode,
} from '../../test/accounts.ts';
import { setupTestApp } from '../../test/database.ts';

const env = setupTestApp({ seed: false });

const me = async (accessToken: string) =>
  userSchema.parse(dataOf<User>(await call(env.app, 'GET', '/api/me', { accessToken })));

describe('POST {api}/devices', () => {
  it('stores the spec §3 device payload per user and device, replacing it on every call', async () => {
    const { tokens } = await signUp(env.app, env.database.db);
    const payload = {
      device_id: 'web-7c9e1f00-6a8b-4f0e',
      device_type: 'desktop',
      platform: 'Linux x86_64',
      name: 'Chrome',
      brand: 'Google',
      version: '131',
      app_version: '1.0.0',
    };
    const first = await call(env.app, 'POST', '/api/devices', {
      form: true,
      accessToken: tokens.access_token,
      body: payload,
    });
    expect(dataOf(first)).toEqual({
      ...payload,
      model: null,
      type: 'browser',
      notification: 'off',
      token: '',
      updated_at: expect.any(String),
    });
    const second = await call(env.app, 'POST', '/api/devices', {
      accessToken: tokens.access_token,
      body: { device_id: payload.device_id, notification: 'on', token: 'push-token-1' },
    });
    expect(dataOf(second)).toMatchObject({
      device_id: payload.device_id,
      platform: null,
      notification: 'on',
      token: 'push-token-1',
    });
    const rows = await env.database.db
      .select()
      .from(devices)
      .where(eq(devices.deviceId, payload.device_id));
    expect(rows).toHaveLength(1);
    const anonymous = await call(env.app, 'POST', '/api/devices', { body: payload });
    expect(errorOf(anonymous, 401).code).toBe('UNAUTHORIZED');
    const bad = await call(env.app, 'POST', '/api/devices', {
      accessToken: tokens.access_token,
      body: { device_id: 'has spaces in it', type: 'phone' },
    });
    expect(errorOf(bad, 400).code).toBe('VALIDATION_FAILED');
  });
});

describe('POST {api}/me/password', () => {
  it('refuses a wrong current password (400 PASSWORD_INCORRECT)', async () => {
    const { tokens } = await signUp(env.app, env.database.db);
    const response = await call(env.app, 'POST', '/api/me/password', {
      accessToken: tokens.access_token,
      body: { current_password: 'not my password', new_password: 'a new password' },
    });
    expect(errorOf(response, 400).code).toBe('PASSWORD_INCORRECT');
  });

  it('changes the password and ends every other session, keeping the caller signed in', async () => {
    const { tokens, login } = await signUp(env.app, env.database.db);
    const other = await signIn(env.app, login, PASSWORD, 'device-other-00002');
    const response = await call(env.app, 'POST', '/api/me/password', {
      form: true,
      accessToken: tokens.access_token,
      body: { current_password: PASSWORD, new_password: 'my new password' },
    });
    expect(dataOf(response)).toEqual({ ok: true });
    await me(tokens.access_token);
    const refreshed = await call(env.app, 'POST', '/auth/token', {
      refreshToken: tokens.refresh_token,
    });
    dataOf<TokenSet>(refreshed);
    expect(
      errorOf(await call(env.app, 'GET', '/api/me', { accessToken: other.access_token }), 401).code,
    ).toBe('UNAUTHORIZED');
    await signIn(env.app, login, 'my new password');
  });

  it('answers PASSWORD_INCORRECT for an account without a password (Google-only)', async () => {
    const { tokens, target } = await signUp(env.app, env.database.db);
    await env.database.db.update(users).set({ passwordHash: null }).where(eq(users.phone, target));
    const response = await call(env.app, 'POST', '/api/me/password', {
      accessToken: tokens.access_token,
      body: { current_password: PASSWORD, new_password: 'a new password' },
    });
    expect(errorOf(response, 400).code).toBe('PASSWORD_INCORRECT');
  });

  it('slows down wrong current passwords (1 s, 2 s …) after five, never locks', async () => {
    const { tokens } = await signUp(env.app, env.database.db);
    const change = (current: string) =>
      call(env.app, 'POST', '/api/me/password', {
        accessToken: tokens.access_token,
        body: { current_password: current, new_password: 'a new password' },
      });
    for (let n = 0; n < 5; n += 1) {
      expect(errorOf(await change(`wrong ${n}`), 400).code).toBe('PASSWORD_INCORRECT');
    }
    const throttled = errorOf(await change(PASSWORD), 429);
    expect(throttled.code).toBe('LOGIN_THROTTLED');
    expect(throttled.retry_after).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(dataOf(await change(PASSWORD))).toEqual({ ok: true });
  });
});

describe('POST {api}/me/username', () => {
  it('sets a lowercase username; a taken one is 409 USERNAME_TAKEN, a reserved one a 400', async () => {
    const a = await signUp(env.app, env.database.db);
    const b = await signUp(env.app, env.database.db);
    const set = await call(env.app, 'POST', '/api/me/username', {
      form: true,
      accessToken: a.tokens.access_token,
      body: { username: 'Dara.Sok' },
    });
    expect(dataOf<User>(set).username).toBe('dara.sok');
    expect((await me(a.tokens.access_token)).username).toBe('dara.sok');
    const again = await call(env.app, 'POST', '/api/me/username', {
      accessToken: a.tokens.access_token,
      body: { username: 'dara.sok' },
    });
    expect(dataOf<User>(again).username).toBe('dara.sok');
    const taken = await call(env.app, 'POST', '/api/me/username', {
      accessToken: b.tokens.access_token,
      body: { username: 'DARA.SOK' },
    });
    expect(errorOf(taken, 409).code).toBe('USERNAME_TAKEN');
    for (const [username, message] of [
      ['login', 'validation.usernameReserved'],
      ['c-cars', 'validation.usernameReserved'],
      ['12345', 'validation.usernameFormat'],
      ['ab', 'validation.usernameLength'],
    ] as const) {
      const refused = await call(env.app, 'POST', '/api/me/username', {
        accessToken: b.tokens.access_token,
        body: { username },
      });
      expect(errorOf(refused, 400)).toMatchObject({
        code: 'VALIDATION_FAILED',
        issues: [{ path: 'body.username', message }],
      });
    }
  });
});

describe('POST {api}/me/phone → POST {auth}/verify', () => {
  it('moves the account to a new phone once the code sent there is confirmed by the same user', async () => {
    const { tokens, login, target } = await signUp(env.app, env.database.db);
    const stranger = await signUp(env.app, env.database.db);
    const phone = newPhone();
    const sent = dataOf<Verification>(
      await call(env.app, 'POST', '/api/me/phone', {
        accessToken: tokens.access_token,
        body: { phone: phone.typed },
      }),
    );
    expect(sent).toMatchObject({ purpose: 'change_phone', channel: 'sms' });
    const code = await latestCode(env.database.db, phone.e164);
    // Without an access token, or with someone else's, the code is refused and no guess is spent.
    const anonymous = await call(env.app, 'POST', '/auth/verify', {
      body: { ticket: sent.ticket, code },
    });
    expect(errorOf(anonymous, 401).code).toBe('UNAUTHORIZED');
    const otherUser = await call(env.app, 'POST', '/auth/verify', {
      accessToken: stranger.tokens.access_token,
      body: { ticket: sent.ticket, code },
    });
    expect(errorOf(otherUser, 401).code).toBe('UNAUTHORIZED');
    const wrong = await call(env.app, 'POST', '/auth/verify', {
      accessToken: tokens.access_token,
      body: { ticket: sent.ticket, code: wrongCode(code) },
    });
    expect(errorOf(wrong, 400)).toMatchObject({ code: 'CODE_INVALID', attempts_left: 4 });
    const verified = await call(env.app, 'POST', '/auth/verify', {
      accessToken: tokens.access_token,
      body: { ticket: sent.ticket, code },
    });
    const result = dataOf<{ purpose: string; user: User }>(verified);
    expect(result.purpose).toBe('change_phone');
    expect(userSchema.parse(result.user).phone).toBe(phone.e164);
    await signIn(env.app, phone.typed);
    const old = await call(env.app, 'POST', '/auth/login', { body: { login, password: PASSWORD } });
    expect(errorOf(old, 401).code).toBe('INVALID_CREDENTIALS');
    expect(target).not.toBe(phone.e164);
  });

  it('refuses the same phone (400) and a phone another account has (409 PHONE_TAKEN)', async () => {
    const { tokens, target } = await signUp(env.app, env.database.db);
    const other = await signUp(env.app, env.database.db);
    const same = await call(env.app, 'POST', '/api/me/phone', {
      accessToken: tokens.access_token,
      body: { phone: target },
    });
    expect(errorOf(same, 400)).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'body.phone', message: 'validation.phoneUnchanged' }],
    });
    const taken = await call(env.app, 'POST', '/api/me/phone', {
      accessToken: tokens.access_token,
      body: { phone: other.target },
    });
    expect(errorOf(taken, 409).code).toBe('PHONE_TAKEN');
  });

  it('checks again when the code comes back: taken in between is 409 PHONE_TAKEN', async () => {
    const email = newEmail();
    const { tokens } = await signUp(env.app, env.database.db, { login: email });
    const phone = newPhone();
    const sent = dataOf<Verification>(
      await call(env.app, 'POST', '/api/me/phone', {
        accessToken: tokens.access_token,
        body: { phone: phone.typed },
      }),
    );
    const code = await latestCode(env.database.db, phone.e164);
    await env.database.db
      .insert(users)
      .values({ firstName: 'Quick', lastName: 'Taker', phone: phone.e164, status: 'active' });
    const late = await call(env.app, 'POST', '/auth/verify', {
      accessToken: tokens.access_token,
      body: { ticket: sent.ticket, code },
    });
    expect(errorOf(late, 409).code).toBe('PHONE_TAKEN');
  });
});
