import {
  googleResultSchema,
  type GoogleResult,
  type TokenSet,
  type User,
  type Verification,
} from '@repo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import {
  call,
  dataOf,
  errorOf,
  latestCode,
  newEmail,
  newPhone,
  PASSWORD,
  signUp,
  testClock,
} from '../../test/accounts.ts';
import { setupTestApp } from '../../test/database.ts';
import { fakeGoogle } from '../../test/google.ts';

const google = fakeGoogle();
const clock = testClock();
const env = setupTestApp({
  seed: false,
  now: clock.now,
  config: google.config,
});

let subs = 0;
const googleToken = (profile: Record<string, unknown>, status = 200) =>
  google.token(profile, status);

const person = (overrides: Record<string, unknown> = {}) => ({
  sub: `1098765432${(subs += 1)}`,
  email: newEmail(),
  email_verified: true,
  given_name: 'Sophea',
  family_name: 'Chan',
  name: 'Sophea Chan',
  ...overrides,
});

const signInWithGoogle = async (accessToken: string) =>
  googleResultSchema.parse(
    dataOf<GoogleResult>(
      await call(env.app, 'POST', '/auth/google', { body: { access_token: accessToken } }),
    ),
  );

async function setPhoneAndVerify(signupTicket: string, phone = newPhone()) {
  const sent = dataOf<Verification>(
    await call(env.app, 'POST', '/auth/set-phone', {
      body: { signup_ticket: signupTicket, phone: phone.typed },
    }),
  );
  expect(sent).toMatchObject({ purpose: 'set_phone', channel: 'sms' });
  const verified = await call(env.app, 'POST', '/auth/verify', {
    body: { ticket: sent.ticket, code: await latestCode(env.database.db, phone.e164) },
  });
  return { phone, verified };
}

const me = async (accessToken: string) =>
  dataOf<User>(await call(env.app, 'GET', '/api/me', { accessToken }));

describe('POST {auth}/google', () => {
  it('refuses a token Google does not accept, or an answer without sub: 401 GOOGLE_FAILED', async () => {
    const bad = await call(env.app, 'POST', '/auth/google', {
      body: { access_token: 'ya29.not-a-real-token' },
    });
    expect(errorOf(bad, 401).code).toBe('GOOGLE_FAILED');
    // Tokeninfo refused it, so userinfo never saw it.
    expect(google.checked.at(-1)).toBe('ya29.not-a-real-token');
    expect(google.authorizations).not.toContain('Bearer ya29.not-a-real-token');
    for (const token of [
      googleToken({ email: 'x@example.com' }),
      googleToken({ sub: 12345 }),
      googleToken(person(), 500),
    ]) {
      const response = await call(env.app, 'POST', '/auth/google', {
        body: { access_token: token },
      });
      expect(errorOf(response, 401).code).toBe('GOOGLE_FAILED');
    }
    google.answer('ya29.not-json-at-all', 200, '<html>');
    const notJson = await call(env.app, 'POST', '/auth/google', {
      body: { access_token: 'ya29.not-json-at-all' },
    });
    expect(errorOf(notJson, 401).code).toBe('GOOGLE_FAILED');
  });

  it('makes a new account: phone_required → set-phone → verify → signed in', async () => {
    const profile = person();
    const result = await signInWithGoogle(googleToken(profile));
    if (result.status !== 'phone_required') throw new Error('expected phone_required');
    expect(result.signup_ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { phone, verified } = await setPhoneAndVerify(result.signup_ticket);
    const outcome = dataOf<{ purpose: string; token: TokenSet }>(verified);
    expect(outcome.purpose).toBe('set_phone');
    expect(await me(outcome.token.access_token)).toMatchObject({
      first_name: 'Sophea',
      last_name: 'Chan',
      phone: phone.e164,
      email: String(profile.email),
      has_password: false,
      has_google: true,
    });
    // Next time Google alone signs in, and the signup ticket is spent.
    const again = await signInWithGoogle(googleToken(profile));
    expect(again.status).toBe('signed_in');
    const reuse = await call(env.app, 'POST', '/auth/set-phone', {
      body: { signup_ticket: result.signup_ticket, phone: newPhone().typed },
    });
    expect(errorOf(reuse, 400).code).toBe('TICKET_INVALID');
    // With no password, the account signs in only with Google (or after a reset).
    const login = await call(env.app, 'POST', '/auth/login', {
      body: { login: phone.typed, password: PASSWORD },
    });
    expect(errorOf(login, 401).code).toBe('INVALID_CREDENTIALS');
  });

  it('links an active account with the same verified email, and signs in when it has a phone', async () => {
    const email = newEmail();
    const { tokens: own } = await signUp(env.app, env.database.db, { login: email });
    // Give the email account a phone through the phone-change flow.
    const phone = newPhone();
    const change = dataOf<Verification>(
      await call(env.app, 'POST', '/api/me/phone', {
        accessToken: own.access_token,
        body: { phone: phone.typed },
      }),
    );
    dataOf(
      await call(env.app, 'POST', '/auth/verify', {
        accessToken: own.access_token,
        body: { ticket: change.ticket, code: await latestCode(env.database.db, phone.e164) },
      }),
    );
    const result = await signInWithGoogle(googleToken(person({ email: email.toUpperCase() })));
    if (result.status !== 'signed_in') throw new Error('expected signed_in');
    const user = await me(result.token.access_token);
    expect(user).toMatchObject({ email, phone: phone.e164, has_google: true, has_password: true });
  });

  it('links an email account without a phone, then completes it with set-phone (same account)', async () => {
    const email = newEmail();
    const { tokens: own } = await signUp(env.app, env.database.db, { login: email });
    const before = await me(own.access_token);
    const result = await signInWithGoogle(googleToken(person({ email })));
    if (result.status !== 'phone_required') throw new Error('expected phone_required');
    const { verified } = await setPhoneAndVerify(result.signup_ticket);
    const token = dataOf<{ token: TokenSet }>(verified).token;
    const after = await me(token.access_token);
    expect(after).toMatchObject({ id: before.id, email, has_password: true, has_google: true });
  });

  it('never links by an unverified email', async () => {
    const email = newEmail();
    await signUp(env.app, env.database.db, { login: email });
    const result = await signInWithGoogle(googleToken(person({ email, email_verified: false })));
    if (result.status !== 'phone_required') throw new Error('expected phone_required');
    const { verified } = await setPhoneAndVerify(result.signup_ticket);
    const user = await me(dataOf<{ token: TokenSet }>(verified).token.access_token);
    expect(user).toMatchObject({ email: null, has_password: false, has_google: true });
    const rows = await env.database.db.select().from(users).where(eq(users.email, email));
    expect(rows[0]?.googleSub).toBeNull();
  });
});

describe('POST {auth}/set-phone', () => {
  it('refuses a phone an active account has (409 PHONE_TAKEN) and a bad ticket (400)', async () => {
    const { target } = await signUp(env.app, env.database.db);
    const result = await signInWithGoogle(googleToken(person()));
    if (result.status !== 'phone_required') throw new Error('expected phone_required');
    const taken = await call(env.app, 'POST', '/auth/set-phone', {
      body: { signup_ticket: result.signup_ticket, phone: target },
    });
    expect(errorOf(taken, 409).code).toBe('PHONE_TAKEN');
    const bad = await call(env.app, 'POST', '/auth/set-phone', {
      body: { signup_ticket: 'b'.repeat(43), phone: newPhone().typed },
    });
    expect(errorOf(bad, 400).code).toBe('TICKET_INVALID');
  });

  it('checks again at verify time: a phone taken in between is 409 PHONE_TAKEN', async () => {
    const result = await signInWithGoogle(googleToken(person()));
    if (result.status !== 'phone_required') throw new Error('expected phone_required');
    const phone = newPhone();
    const sent = dataOf<Verification>(
      await call(env.app, 'POST', '/auth/set-phone', {
        body: { signup_ticket: result.signup_ticket, phone: phone.typed },
      }),
    );
    const code = await latestCode(env.database.db, phone.e164);
    // Someone registers that phone first (a pending registration would not count).
    await env.database.db.insert(users).values({
      firstName: 'Other',
      lastName: 'Owner',
      phone: phone.e164,
      status: 'active',
    });
    const late = await call(env.app, 'POST', '/auth/verify', {
      body: { ticket: sent.ticket, code },
    });
    expect(errorOf(late, 409).code).toBe('PHONE_TAKEN');
  });

  it('replaces a pending registration of the same phone', async () => {
    const phone = newPhone();
    dataOf(
      await call(env.app, 'POST', '/auth/register', {
        body: {
          login: phone.typed,
          first_name: 'Never',
          last_name: 'Verified',
          password: PASSWORD,
        },
      }),
      201,
    );
    clock.advance(61_000);
    const result = await signInWithGoogle(googleToken(person()));
    if (result.status !== 'phone_required') throw new Error('expected phone_required');
    const { verified } = await setPhoneAndVerify(result.signup_ticket, phone);
    const user = await me(dataOf<{ token: TokenSet }>(verified).token.access_token);
    expect(user).toMatchObject({ phone: phone.e164, first_name: 'Sophea', has_password: false });
    const rows = await env.database.db.select().from(users).where(eq(users.phone, phone.e164));
    expect(rows).toHaveLength(1);
  });

  it('refuses a signup ticket after its 30 minutes', async () => {
    const result = await signInWithGoogle(googleToken(person()));
    if (result.status !== 'phone_required') throw new Error('expected phone_required');
    clock.advance(31 * 60_000);
    const late = await call(env.app, 'POST', '/auth/set-phone', {
      body: { signup_ticket: result.signup_ticket, phone: newPhone().typed },
    });
    expect(errorOf(late, 400).code).toBe('TICKET_INVALID');
  });
});
