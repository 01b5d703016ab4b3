import { tokenSetSchema, userSchema, verificationSchema, type Verification } from '@repo/domain';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimitHits, users } from '../../db/schema.ts';
import {
  call,
  dataOf,
  errorOf,
  latestCode,
  newEmail,
  newIp,
  newPhone,
  PASSWORD,
  sentTo,
  signIn,
  signUp,
} from '../../test/accounts.ts';
import { buildApp } from '../../app.ts';
import { setupTestApp, TEST_CONFIG } from '../../test/database.ts';

const env = setupTestApp({ seed: false });

describe('POST {auth}/register → {auth}/verify → GET {api}/me', () => {
  it('registers by phone: a pending account, an SMS code, then an active account signed in', async () => {
    const phone = newPhone();
    const registered = await call(env.app, 'POST', '/auth/register', {
      form: true,
      body: { login: phone.typed, first_name: ' Dara ', last_name: 'Sok', password: PASSWORD },
    });
    const verification = verificationSchema.parse(dataOf<Verification>(registered, 201));
    expect(verification).toMatchObject({
      purpose: 'register',
      channel: 'sms',
      target_hint: `012 *** ${phone.e164.slice(-3)}`,
      resend_in: 60,
      expires_in: 600,
    });
    expect(verification.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [pending] = await env.database.db.select().from(users).where(eq(users.phone, phone.e164));
    expect(pending).toMatchObject({ status: 'pending', firstName: 'Dara', lastName: 'Sok' });
    // A pending account cannot sign in yet, with the same answer as a wrong password.
    const early = await call(env.app, 'POST', '/auth/login', {
      body: { login: phone.typed, password: PASSWORD },
    });
    expect(errorOf(early, 401).code).toBe('INVALID_CREDENTIALS');

    const [sms] = await sentTo(env.database.db, phone.e164);
    expect(sms).toMatchObject({ channel: 'sms', subject: null, purpose: 'register' });
    expect(sms?.body).toMatch(
      /^Your Psar code is \d{6}\. It expires in 10 minutes\. Never share it with anyone\.$/,
    );
    const verified = await call(env.app, 'POST', '/auth/verify', {
      form: true,
      body: { ticket: verification.ticket, code: await latestCode(env.database.db, phone.e164) },
    });
    const result = dataOf<{ purpose: string; token: unknown }>(verified);
    expect(result.purpose).toBe('register');
    const token = tokenSetSchema.parse(result.token);
    expect(token).toMatchObject({ expires_in: 3600, scope: 'user' });

    const me = await call(env.app, 'GET', '/api/me', { accessToken: token.access_token });
    const user = userSchema.parse(dataOf(me));
    expect(user).toEqual({
      id: expect.stringMatching(/^\d+$/),
      username: null,
      first_name: 'Dara',
      last_name: 'Sok',
      phone: phone.e164,
      email: null,
      has_password: true,
      has_google: false,
      setting: { locale: 'en' },
      created_at: expect.any(String),
    });
    // And the password works from now on.
    tokenSetSchema.parse(await signIn(env.app, phone.typed));
  });

  it('registers by email in Khmer: the code goes by email with a Khmer subject and text', async () => {
    const email = newEmail().replace('person', 'Person');
    const registered = await call(env.app, 'POST', '/auth/register', {
      body: { login: email, first_name: 'ដារ៉ា', last_name: 'សុខ', password: PASSWORD, locale: 'km' },
    });
    const verification = dataOf<Verification>(registered, 201);
    expect(verification).toMatchObject({ channel: 'email', target_hint: 'p***@example.com' });
    const [mail] = await sentTo(env.database.db, email.toLowerCase());
    expect(mail?.subject).toBe('លេខកូដផ្សាររបស់អ្នក');
    expect(mail?.body).toMatch(
      /^លេខកូដផ្សាររបស់អ្នកគឺ \d{6}។ លេខកូដនេះផុតកំណត់ក្នុងរយៈពេល ១០ នាទី។ កុំប្រាប់លេខកូដនេះទៅនរណាម្នាក់ឡើយ។$/,
    );
    const code = await latestCode(env.database.db, email.toLowerCase());
    const verified = await call(env.app, 'POST', '/auth/verify', {
      body: { ticket: verification.ticket, code },
    });
    const token = dataOf<{ token: { access_token: string } }>(verified).token;
    const user = dataOf<{ email: string; setting: { locale: string } }>(
      await call(env.app, 'GET', '/api/me', { accessToken: token.access_token }),
    );
    expect(user).toMatchObject({ email: email.toLowerCase(), setting: { locale: 'km' } });
  });

  it('stores the password as argon2id, never in clear', async () => {
    const { target } = await signUp(env.app, env.database.db);
    const [row] = await env.database.db.select().from(users).where(eq(users.phone, target));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);
  });

  it('replaces a pending registration for the same phone; the old ticket stops working', async () => {
    const phone = newPhone();
    const body = { login: phone.typed, first_name: 'First', last_name: 'Try', password: PASSWORD };
    const first = dataOf<Verification>(
      await call(env.app, 'POST', '/auth/register', { body }),
      201,
    );
    const firstCode = await latestCode(env.database.db, phone.e164);
    // Once a minute per phone: move the last send back instead of waiting.
    await env.database.db
      .update(rateLimitHits)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      // The phone's hourly count and its register interval (`register|{phone}`).
      .where(like(rateLimitHits.key, `%${phone.e164}`));
    const second = dataOf<Verification>(
      await call(env.app, 'POST', '/auth/register', {
        body: { ...body, first_name: 'Second', password: 'another password' },
      }),
      201,
    );
    expect(second.ticket).not.toBe(first.ticket);
    const rows = await env.database.db.select().from(users).where(eq(users.phone, phone.e164));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: 'Second', status: 'pending' });

    const stale = await call(env.app, 'POST', '/auth/verify', {
      body: { ticket: first.ticket, code: firstCode },
    });
    expect(errorOf(stale, 400).code).toBe('TICKET_INVALID');
    const code = await latestCode(env.database.db, phone.e164);
    dataOf(await call(env.app, 'POST', '/auth/verify', { body: { ticket: second.ticket, code } }));
    await signIn(env.app, phone.typed, 'another password');
  });

  it('refuses to register a phone or email an active account has: 409 ACCOUNT_EXISTS', async () => {
    const { login } = await signUp(env.app, env.database.db);
    const again = await call(env.app, 'POST', '/auth/register', {
      body: { login, first_name: 'Other', last_name: 'Person', password: PASSWORD },
    });
    expect(errorOf(again, 409).code).toBe('ACCOUNT_EXISTS');
    const email = newEmail();
    await signUp(env.app, env.database.db, { login: email });
    const byEmail = await call(env.app, 'POST', '/auth/register', {
      body: { login: email.toUpperCase(), first_name: 'A', last_name: 'B', password: PASSWORD },
    });
    expect(errorOf(byEmail, 409).code).toBe('ACCOUNT_EXISTS');
  });
});

describe('POST {auth}/login', () => {
  it('signs in by phone (as typed or in E.164) and by email in any case', async () => {
    const { login, target } = await signUp(env.app, env.database.db);
    tokenSetSchema.parse(await signIn(env.app, login));
    tokenSetSchema.parse(await signIn(env.app, target));
    const email = newEmail();
    await signUp(env.app, env.database.db, { login: email });
    tokenSetSchema.parse(await signIn(env.app, `  ${email.toUpperCase()} `));
  });

  it('gives one answer for a wrong password and an unknown account: 401 INVALID_CREDENTIALS', async () => {
    const { login } = await signUp(env.app, env.database.db);
    const wrong = await call(env.app, 'POST', '/auth/login', {
      body: { login, password: 'not the password' },
    });
    const unknown = await call(env.app, 'POST', '/auth/login', {
      body: { login: newPhone().typed, password: 'not the password' },
    });
    expect(errorOf(wrong, 401)).toEqual(errorOf(unknown, 401));
    expect(errorOf(wrong, 401).code).toBe('INVALID_CREDENTIALS');
  });

  it('allows 10 attempts per IP per minute: the 11th gets 429 RATE_LIMITED with retry_after', async () => {
    const ip = newIp();
    const attempt = () =>
      call(env.app, 'POST', '/auth/login', {
        ip,
        body: { login: newPhone().typed, password: 'whatever it is' },
      });
    for (let n = 0; n < 10; n += 1) expect((await attempt()).statusCode).toBe(401);
    const response = await attempt();
    const over = errorOf(response, 429);
    expect(over.code).toBe('RATE_LIMITED');
    expect(response.headers['retry-after']).toBe(String(over.retry_after));
    expect(over.retry_after).toEqual(expect.any(Number));
    expect(over.retry_after).toBeGreaterThan(0);
    expect(over.retry_after).toBeLessThanOrEqual(60);
    // Another address is not affected.
    expect(
      (
        await call(env.app, 'POST', '/auth/login', {
          body: { login: newPhone().typed, password: 'whatever it is' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('takes its per-IP limit from LOGIN_LIMIT_PER_IP_PER_MINUTE when set', async () => {
    const shared = await buildApp({
      config: { ...TEST_CONFIG, LOGIN_LIMIT_PER_IP_PER_MINUTE: 2 },
      database: env.database,
      logger: false,
    });
    try {
      const ip = newIp();
      const attempt = () =>
        call(shared, 'POST', '/auth/login', {
          ip,
          body: { login: newPhone().typed, password: 'whatever it is' },
        });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(401);
      expect(errorOf(await attempt(), 429).code).toBe('RATE_LIMITED');
    } finally {
      await shared.close();
    }
  });
});
