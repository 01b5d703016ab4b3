import { LOGIN_THROTTLE, tokenSetSchema, verificationSchema, type TokenSet } from '@repo/domain';
import { describe, expect, it } from 'vitest';
import {
  call,
  dataOf,
  errorOf,
  latestCode,
  newIp,
  newPhone,
  PASSWORD,
  signUp,
  testClock,
} from '../../test/accounts.ts';
import { setupTestApp } from '../../test/database.ts';

/** Sign-in throttling (ADR 0021): strangers slow themselves down, never lock the owner out. */
const clock = testClock();
const env = setupTestApp({ seed: false, now: clock.now });

let devices = 0;
const newDevice = () => `device-${(devices += 1)}-${Math.random().toString(36).slice(2, 10)}`;

const login = (
  body: { login: string; password: string },
  options: { ip?: string; deviceId?: string } = {},
) =>
  call(env.app, 'POST', '/auth/login', {
    body,
    ip: options.ip ?? newIp(),
    deviceId: options.deviceId ?? newDevice(),
  });

describe('POST {auth}/login under attack', () => {
  it("a stranger's 200 failures from many addresses: the owner still signs in, on a new device with a code", async () => {
    const ownerDevice = newDevice();
    const { login: phone, target } = await signUp(env.app, env.database.db, {
      deviceId: ownerDevice,
    });
    const answers: number[] = [];
    for (let n = 0; n < 200; n += 1) {
      const response = await login({ login: phone, password: `guess number ${n}` });
      answers.push(response.statusCode);
      if (response.statusCode === 429) {
        const throttled = errorOf(response, 429);
        expect(throttled.code).toBe('LOGIN_THROTTLED');
        // A delay, never a lock: at most the account's cap.
        expect(throttled.retry_after).toBeLessThanOrEqual(LOGIN_THROTTLE.accountDelayCapMs / 1000);
      } else {
        expect(errorOf(response, 401).code).toBe('INVALID_CREDENTIALS');
      }
      clock.advance(4_000);
    }
    const failures = answers.filter((status) => status === 401).length;
    // The delays slowed the stranger down to a few dozen guesses in 13 minutes…
    expect(failures).toBeGreaterThanOrEqual(LOGIN_THROTTLE.codeAfterAccountFailures);
    expect(failures).toBeLessThan(60);
    expect(answers.filter((status) => status === 429).length).toBe(200 - failures);

    // …the owner's usual device signs in at once, even from an address the stranger used…
    tokenSetSchema.parse(
      dataOf<TokenSet>(
        await login({ login: phone, password: PASSWORD }, { deviceId: ownerDevice }),
      ),
    );

    // …and a new device (a new phone) has the right password confirmed by a code.
    const newPhoneDevice = newDevice();
    const ip = newIp();
    let first = await login({ login: phone, password: PASSWORD }, { deviceId: newPhoneDevice, ip });
    if (first.statusCode === 429) {
      clock.advance(Number(errorOf(first, 429).retry_after) * 1000);
      first = await login({ login: phone, password: PASSWORD }, { deviceId: newPhoneDevice, ip });
    }
    const challenge = errorOf(first, 403);
    expect(challenge.code).toBe('LOGIN_CODE_REQUIRED');
    const verification = verificationSchema.parse(challenge.verification);
    expect(verification).toMatchObject({ purpose: 'login', channel: 'sms' });
    const verified = await call(env.app, 'POST', '/auth/verify', {
      body: { ticket: verification.ticket, code: await latestCode(env.database.db, target) },
      deviceId: newPhoneDevice,
      ip,
    });
    const result = dataOf<{ purpose: string; token: TokenSet }>(verified);
    expect(result.purpose).toBe('login');
    tokenSetSchema.parse(result.token);
    // That device is now one the account knows: the password alone is enough there.
    clock.advance(60_000);
    tokenSetSchema.parse(
      dataOf<TokenSet>(
        await login({ login: phone, password: PASSWORD }, { deviceId: newPhoneDevice }),
      ),
    );
  });

  it('the right password from a new device without the code gets no session', async () => {
    const { login: phone } = await signUp(env.app, env.database.db, { deviceId: newDevice() });
    for (let n = 0; n < LOGIN_THROTTLE.codeAfterAccountFailures; n += 1) {
      clock.advance(LOGIN_THROTTLE.accountDelayCapMs);
      expect((await login({ login: phone, password: `nope ${n}` })).statusCode).toBe(401);
    }
    clock.advance(LOGIN_THROTTLE.accountDelayCapMs);
    const response = await login({ login: phone, password: PASSWORD });
    const challenge = errorOf(response, 403);
    expect(challenge.code).toBe('LOGIN_CODE_REQUIRED');
    expect(response.json().data.access_token).toBeUndefined();
    expect(JSON.stringify(response.json())).not.toMatch(/access_token|refresh_token/);
    // After the hour, the account is back to the password alone.
    clock.advance(3_600_000);
    tokenSetSchema.parse(dataOf<TokenSet>(await login({ login: phone, password: PASSWORD })));
  });

  it('a sign-in code goes out at once after a code of another purpose: the resend interval is per purpose', async () => {
    const { login: phone, target } = await signUp(env.app, env.database.db, {
      deviceId: newDevice(),
    });
    for (let n = 0; n < LOGIN_THROTTLE.codeAfterAccountFailures; n += 1) {
      clock.advance(LOGIN_THROTTLE.accountDelayCapMs);
      expect((await login({ login: phone, password: `nope ${n}` })).statusCode).toBe(401);
    }
    clock.advance(LOGIN_THROTTLE.accountDelayCapMs);
    // A reset code, and in the same instant the owner signs in on a new phone: the code goes out…
    const ip = newIp();
    dataOf(await call(env.app, 'POST', '/auth/forgot-password', { body: { login: phone }, ip }));
    const device = newDevice();
    const challenge = errorOf(
      await login({ login: phone, password: PASSWORD }, { deviceId: device, ip }),
      403,
    );
    expect(challenge.code).toBe('LOGIN_CODE_REQUIRED');
    const verification = verificationSchema.parse(challenge.verification);
    // …while a second code of the same purpose waits for the interval.
    const again = await call(env.app, 'POST', '/auth/verify/resend', {
      body: { ticket: verification.ticket },
      ip,
    });
    expect(errorOf(again, 429).code).toBe('CODE_RESEND_TOO_SOON');
    const verified = await call(env.app, 'POST', '/auth/verify', {
      body: { ticket: verification.ticket, code: await latestCode(env.database.db, target) },
      deviceId: device,
      ip,
    });
    tokenSetSchema.parse(dataOf<{ token: TokenSet }>(verified).token);
  });

  it('one address guessing one account waits 1 s, 2 s, 4 s … after its five free failures', async () => {
    const { login: phone } = await signUp(env.app, env.database.db, { deviceId: newDevice() });
    const ip = newIp();
    const guess = () => login({ login: phone, password: 'wrong again' }, { ip });
    for (let n = 0; n < LOGIN_THROTTLE.freeFailuresPerAddressAndAccount; n += 1) {
      expect((await guess()).statusCode).toBe(401);
    }
    const waits: number[] = [];
    for (let n = 0; n < 8; n += 1) {
      const throttled = errorOf(await guess(), 429);
      expect(throttled.code).toBe('LOGIN_THROTTLED');
      const wait = Number(throttled.retry_after);
      waits.push(wait);
      // At least a minute, so that the per-minute limit of the address stays out of it.
      clock.advance(Math.max(wait, 60) * 1000);
      expect((await guess()).statusCode).toBe(401);
    }
    // Each wait (from the last failure) doubles; past the account's 30 s it is the address's.
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128]);
    // The same address signing in to another account is not slowed by it.
    const other = await signUp(env.app, env.database.db, { deviceId: newDevice() });
    tokenSetSchema.parse(
      dataOf<TokenSet>(await login({ login: other.login, password: PASSWORD }, { ip })),
    );
  });

  it('a known device is never delayed by its typos, but past ten it loses its standing for the hour', async () => {
    const device = newDevice();
    const { login: phone } = await signUp(env.app, env.database.db, { deviceId: device });
    for (let n = 0; n < LOGIN_THROTTLE.knownDeviceFailuresPerHour; n += 1) {
      const typo = await login({ login: phone, password: `typo ${n}` }, { deviceId: device });
      expect(typo.statusCode).toBe(401);
    }
    // Strangers put the account under attack…
    for (let n = 0; n < LOGIN_THROTTLE.codeAfterAccountFailures; n += 1) {
      clock.advance(LOGIN_THROTTLE.accountDelayCapMs);
      expect((await login({ login: phone, password: `guess ${n}` })).statusCode).toBe(401);
    }
    clock.advance(LOGIN_THROTTLE.accountDelayCapMs);
    // …and the device that failed so often is treated as a new one: it needs the code.
    const response = await login({ login: phone, password: PASSWORD }, { deviceId: device });
    expect(errorOf(response, 403).code).toBe('LOGIN_CODE_REQUIRED');
  });

  it('answers an account that does not exist exactly like one that does', async () => {
    const { login: phone } = await signUp(env.app, env.database.db, { deviceId: newDevice() });
    const sequence = async (target: string) => {
      const ip = newIp();
      const statuses: number[] = [];
      for (let n = 0; n <= LOGIN_THROTTLE.freeFailuresPerAddressAndAccount; n += 1) {
        statuses.push(
          (await login({ login: target, password: 'anything at all' }, { ip })).statusCode,
        );
      }
      return statuses;
    };
    const real = await sequence(phone);
    expect(real).toEqual([401, 401, 401, 401, 401, 429]);
    expect(await sequence(newPhone().typed)).toEqual(real);
  });
});
