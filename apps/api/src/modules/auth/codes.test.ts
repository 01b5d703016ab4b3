import { AUTH_LIMITS, type Verification } from '@repo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verificationCodes } from '../../db/schema.ts';
import {
  call,
  codeCalls,
  dataOf,
  errorOf,
  latestCode,
  newPhone,
  sentTo,
  testClock,
  wrongCode,
} from '../../test/accounts.ts';
import { setupTestApp } from '../../test/database.ts';
import { sha256 } from './auth.crypto.ts';

const clock = testClock();
const env = setupTestApp({ seed: false, now: clock.now });
const MINUTE = 60_000;

const { startRegistration, verify, resend } = codeCalls(env);

describe('POST {auth}/verify', () => {
  it('refuses an expired code (400 CODE_EXPIRED), right or wrong', async () => {
    const { e164, verification } = await startRegistration();
    const code = await latestCode(env.database.db, e164);
    clock.advance(AUTH_LIMITS.codeTtlMs + 1000);
    expect(errorOf(await verify(verification.ticket, code), 400).code).toBe('CODE_EXPIRED');
    expect(errorOf(await verify(verification.ticket, wrongCode(code)), 400).code).toBe(
      'CODE_EXPIRED',
    );
  });

  it('also refuses a code whose expires_at is in the past', async () => {
    const { e164, verification } = await startRegistration();
    await env.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(clock.now() - 1000) })
      .where(eq(verificationCodes.ticketHash, sha256(verification.ticket)));
    const code = await latestCode(env.database.db, e164);
    expect(errorOf(await verify(verification.ticket, code), 400).code).toBe('CODE_EXPIRED');
  });

  it('is single use: the same ticket and code a second time is 400 TICKET_INVALID', async () => {
    const { e164, verification } = await startRegistration();
    const code = await latestCode(env.database.db, e164);
    dataOf(await verify(verification.ticket, code));
    expect(errorOf(await verify(verification.ticket, code), 400).code).toBe('TICKET_INVALID');
    const unknown = await verify('x'.repeat(43), code);
    expect(errorOf(unknown, 400).code).toBe('TICKET_INVALID');
  });

  it('allows 4 wrong guesses with attempts_left; the 5th kills the code, even for the right one', async () => {
    const { e164, verification } = await startRegistration();
    const code = await latestCode(env.database.db, e164);
    for (const left of [4, 3, 2, 1]) {
      const error = errorOf(await verify(verification.ticket, wrongCode(code)), 400);
      expect(error).toMatchObject({ code: 'CODE_INVALID', attempts_left: left });
    }
    const fifth = errorOf(await verify(verification.ticket, wrongCode(code)), 429);
    expect(fifth.code).toBe('CODE_ATTEMPTS_EXCEEDED');
    const right = errorOf(await verify(verification.ticket, code), 429);
    expect(right.code).toBe('CODE_ATTEMPTS_EXCEEDED');
  });

  it('counts parallel guesses too: 20 at once still get only 5', async () => {
    const { e164, verification } = await startRegistration();
    const code = await latestCode(env.database.db, e164);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => verify(verification.ticket, wrongCode(code))),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 400)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(16);
    const [row] = await env.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.ticketHash, sha256(verification.ticket)));
    expect(row?.attempts).toBe(5);
  });

  it('binds a ticket to its purpose: a register ticket is no reset token, a reset token no ticket', async () => {
    const { e164, verification } = await startRegistration();
    const code = await latestCode(env.database.db, e164);
    const asReset = await call(env.app, 'POST', '/auth/password/reset', {
      body: { reset_token: verification.ticket, password: 'new password 1' },
    });
    expect(errorOf(asReset, 400).code).toBe('TICKET_INVALID');
    const asSignup = await call(env.app, 'POST', '/auth/set-phone', {
      body: { signup_ticket: verification.ticket, phone: newPhone().typed },
    });
    expect(errorOf(asSignup, 400).code).toBe('TICKET_INVALID');
    // The register code still works after those attempts, and only for registering.
    const result = dataOf<{ purpose: string }>(await verify(verification.ticket, code));
    expect(result.purpose).toBe('register');

    clock.advance(MINUTE + 1000);
    const forgot = dataOf<Verification>(
      await call(env.app, 'POST', '/auth/forgot-password', { body: { login: e164 } }),
    );
    const reset = dataOf<{ purpose: string; reset_token: string }>(
      await verify(forgot.ticket, await latestCode(env.database.db, e164)),
    );
    expect(reset.purpose).toBe('reset_password');
    expect(errorOf(await verify(reset.reset_token, '123456'), 400).code).toBe('TICKET_INVALID');
  });
});

describe('POST {auth}/verify/resend and the send limits', () => {
  it('sends a new code behind the same ticket, at most once a minute (429 CODE_RESEND_TOO_SOON)', async () => {
    const { e164, verification } = await startRegistration();
    const firstCode = await latestCode(env.database.db, e164);
    const early = errorOf(await resend(verification.ticket), 429);
    expect(early.code).toBe('CODE_RESEND_TOO_SOON');
    expect(early.retry_after).toBeGreaterThan(55);
    expect(early.retry_after).toBeLessThanOrEqual(60);
    clock.advance(MINUTE + 1000);
    const again = dataOf<Verification>(await resend(verification.ticket));
    expect(again).toMatchObject({
      ticket: verification.ticket,
      purpose: 'register',
      expires_in: 600,
    });
    expect(await sentTo(env.database.db, e164)).toHaveLength(2);
    const secondCode = await latestCode(env.database.db, e164);
    if (secondCode !== firstCode) {
      expect(errorOf(await verify(verification.ticket, firstCode), 400).code).toBe('CODE_INVALID');
    }
    dataOf(await verify(verification.ticket, secondCode));
  });

  it('sends at most 5 codes an hour to one phone, counting the first (429 CODE_SEND_LIMIT)', async () => {
    const { e164, verification } = await startRegistration();
    for (let n = 2; n <= AUTH_LIMITS.sendsPerHour; n += 1) {
      clock.advance(MINUTE + 1000);
      dataOf(await resend(verification.ticket));
    }
    clock.advance(MINUTE + 1000);
    const over = errorOf(await resend(verification.ticket), 429);
    expect(over.code).toBe('CODE_SEND_LIMIT');
    expect(over.retry_after).toBeGreaterThan(50 * 60);
    expect(await sentTo(env.database.db, e164)).toHaveLength(5);
    // The same limit holds for every kind of send to that phone.
    const forgot = await call(env.app, 'POST', '/auth/forgot-password', {
      body: { login: e164 },
    });
    expect(errorOf(forgot, 429).code).toBe('CODE_SEND_LIMIT');
    clock.advance(3600_000);
    dataOf(await resend(verification.ticket));
  });

  it('gives a dead code a new life with a new code (and fresh guesses)', async () => {
    const { e164, verification } = await startRegistration();
    const code = await latestCode(env.database.db, e164);
    for (let n = 0; n < AUTH_LIMITS.codeMaxGuesses; n += 1) {
      await verify(verification.ticket, wrongCode(code));
    }
    clock.advance(MINUTE + 1000);
    dataOf(await resend(verification.ticket));
    dataOf(await verify(verification.ticket, await latestCode(env.database.db, e164)));
  });

  it('refuses to resend for an unknown or used ticket (400 TICKET_INVALID)', async () => {
    expect(errorOf(await resend('y'.repeat(43)), 400).code).toBe('TICKET_INVALID');
    const { e164, verification } = await startRegistration();
    dataOf(await verify(verification.ticket, await latestCode(env.database.db, e164)));
    clock.advance(MINUTE + 1000);
    expect(errorOf(await resend(verification.ticket), 400).code).toBe('TICKET_INVALID');
  });
});
