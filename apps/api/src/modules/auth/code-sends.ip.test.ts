import type { Verification } from '@repo/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimitHits } from '../../db/schema.ts';
import {
  call,
  dataOf,
  errorOf,
  newEmail,
  newPhone,
  PASSWORD,
  sentTo,
  signUp,
  testClock,
} from '../../test/accounts.ts';
import { setupTestApp, TEST_CONFIG } from '../../test/database.ts';
import { newToken, sha256 } from './auth.crypto.ts';
import { ipKey } from '../../lib/ip-key.ts';
import { insertTicket } from './auth.repository.ts';

/** Code sends per client IP (CODE_SENDS_PER_IP_PER_HOUR), against SMS pumping. */
const clock = testClock();
const env = setupTestApp({ seed: false, now: clock.now });
const PER_IP = TEST_CONFIG.CODE_SENDS_PER_IP_PER_HOUR;
const HOUR = 3600_000;

let networks = 0;
/** Addresses of their own (newIp() hands out 198.51.x.x). */
const freshIp = () => `203.0.113.${(networks += 1)}`;

const register = (login: string, ip: string) =>
  call(env.app, 'POST', '/auth/register', {
    body: { login, first_name: 'Dara', last_name: 'Sok', password: PASSWORD },
    ip,
  });
const forgot = (login: string, ip: string) =>
  call(env.app, 'POST', '/auth/forgot-password', { body: { login }, ip });

const ipHits = async (ip: string) =>
  (
    await env.database.db
      .select()
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, 'code:ip'), eq(rateLimitHits.key, ip)))
  ).length;

/** A Google signup ticket, as POST {auth}/google would hand out. */
async function signupTicket(): Promise<string> {
  const ticket = newToken();
  await insertTicket(env.database.db, {
    ticketHash: sha256(ticket),
    kind: 'google_signup',
    userId: null,
    payload: { sub: `sub-${ticket.slice(0, 8)}`, email: null, firstName: 'A', lastName: 'B' },
    expiresAt: new Date(clock.now() + 30 * 60_000),
  });
  return ticket;
}

describe('code sends per IP', () => {
  it(`refuses the ${PER_IP + 1}th send from one IP (429 CODE_SEND_LIMIT) while another IP still works`, async () => {
    const ip = freshIp();
    // Ready before the limit is reached: a ticket to resend, an account, a signup ticket.
    const { tokens } = await signUp(env.app, env.database.db);
    const pending = dataOf<Verification>(await register(newPhone().typed, ip), 201);
    const account = await signUp(env.app, env.database.db);
    const google = await signupTicket();
    for (let n = 2; n <= PER_IP; n += 1) dataOf(await register(newPhone().typed, ip), 201);
    expect(await ipHits(ip)).toBe(PER_IP);

    const phone = newPhone();
    const over = errorOf(await register(phone.typed, ip), 429);
    expect(over.code).toBe('CODE_SEND_LIMIT');
    expect(over.retry_after).toBeGreaterThan(HOUR / 1000 - 60);
    expect(over.retry_after).toBeLessThanOrEqual(HOUR / 1000);
    expect(await sentTo(env.database.db, phone.e164)).toHaveLength(0);
    // Every kind of send from that IP is refused: resend, forgot-password, set-phone, change-phone.
    clock.advance(61_000);
    const refused = [
      await call(env.app, 'POST', '/auth/verify/resend', { body: { ticket: pending.ticket }, ip }),
      await forgot(account.login, ip),
      await call(env.app, 'POST', '/auth/set-phone', {
        body: { signup_ticket: google, phone: newPhone().typed },
        ip,
      }),
      await call(env.app, 'POST', '/api/me/phone', {
        accessToken: tokens.access_token,
        body: { phone: newPhone().typed },
        ip,
      }),
    ];
    for (const response of refused) expect(errorOf(response, 429).code).toBe('CODE_SEND_LIMIT');
    expect(await ipHits(ip)).toBe(PER_IP);

    // Another address sends to the same phone at once.
    dataOf(await register(phone.typed, freshIp()), 201);
    expect(await sentTo(env.database.db, phone.e164)).toHaveLength(1);
    // An hour later the first address may send again.
    clock.advance(HOUR);
    dataOf(await register(newPhone().typed, ip), 201);
  });

  it('counts forgot-password for unknown accounts too (the decoy answers like a real send)', async () => {
    const ip = freshIp();
    for (let n = 1; n <= PER_IP; n += 1) {
      const login = n % 2 ? newPhone().typed : newEmail();
      const decoy = dataOf<Verification>(await forgot(login, ip));
      expect(decoy).toMatchObject({ purpose: 'reset_password', expires_in: 600 });
    }
    expect(await ipHits(ip)).toBe(PER_IP);
    // Known or unknown, the next one is refused the same way, and so is any other send.
    const { login } = await signUp(env.app, env.database.db);
    const unknown = errorOf(await forgot(newPhone().typed, ip), 429);
    const known = errorOf(await forgot(login, ip), 429);
    expect(unknown).toMatchObject({ code: 'CODE_SEND_LIMIT', message: known.message });
    expect(known.code).toBe('CODE_SEND_LIMIT');
    expect(errorOf(await register(newPhone().typed, ip), 429).code).toBe('CODE_SEND_LIMIT');
  });

  it('gives the IP slot back when the target refuses the send', async () => {
    const ip = freshIp();
    const phone = newPhone();
    const first = dataOf<Verification>(await register(phone.typed, ip), 201);
    const early = await call(env.app, 'POST', '/auth/verify/resend', {
      body: { ticket: first.ticket },
      ip,
    });
    expect(errorOf(early, 429).code).toBe('CODE_RESEND_TOO_SOON');
    expect(await ipHits(ip)).toBe(1);
  });
});

describe('ipKey', () => {
  it('keeps IPv4 as it is and groups IPv6 by its /64', () => {
    expect(ipKey('203.0.113.9')).toBe('203.0.113.9');
    expect(ipKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(ipKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(ipKey('2001:0DB8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(ipKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(ipKey('::1')).toBe('0:0:0:0::/64');
    expect(ipKey('64:ff9b::203.0.113.9')).toBe('64:ff9b:0:0::/64');
  });
});
