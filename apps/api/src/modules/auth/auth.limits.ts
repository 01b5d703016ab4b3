import {
  AUTH_LIMITS,
  LOGIN_THROTTLE,
  loginDelayMs,
  type CodePurpose,
  type ErrorCode,
} from '@repo/domain';
import { ipKey } from '../../lib/ip-key.ts';
import type { RateLimiter, RateLimitHit, RateLimitResult } from '../../lib/rate-limiter.ts';
import { HttpError } from '../../plugins/errors.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const BUCKETS = {
  loginIp: 'login:ip',
  /** Failed sign-ins by account (from devices it does not know), by address, by known device. */
  accountFailure: 'login:failure',
  addressFailure: 'login:address-failure',
  pairFailure: 'login:address-account-failure',
  deviceFailure: 'login:device-failure',
  /** Wrong current passwords of a signed-in account (POST {api}/me/password). */
  passwordFailure: 'password:failure',
  sendHour: 'code:hour',
  sendInterval: 'code:interval',
  sendIp: 'code:ip',
} as const;

/** `retry_after` in whole seconds, at least 1. */
const retryAfter = (result: RateLimitResult) => ({
  retry_after: Math.max(1, Math.ceil(result.retryAfterMs / 1000)),
});

/** How long, from `now`, the next attempt must wait after these failures (0: it may go now). */
function waitOf(
  recent: { count: number; newestAt: number | null },
  now: number,
  free: number,
  capMs: number,
): number {
  if (recent.newestAt === null) return 0;
  return Math.max(0, recent.newestAt + loginDelayMs(recent.count, free, capMs) - now);
}

const throttled = (waitMs: number) =>
  new HttpError(
    429,
    'LOGIN_THROTTLED',
    'Too many failed sign-ins. Please wait a moment and try again.',
    retryAfter({ allowed: false, retryAfterMs: waitMs }),
  );

/**
 * The security limits of accounts (AUTH_LIMITS of @repo/domain, ADR 0021) on top of the rate limiter:
 * sign-ins per IP, failures per account, and code sends per client network and per phone or email.
 */
export function createAuthLimits(
  limiter: RateLimiter,
  options: {
    sendsPerIpPerHour: number;
    loginPerIpPerMinute?: number;
    resendIntervalMs?: number;
    freeFailuresPerAddress?: number;
    codeAfterAccountFailures?: number;
  },
) {
  const freeFailuresPerAddress =
    options.freeFailuresPerAddress ?? LOGIN_THROTTLE.freeFailuresPerAddress;
  const codeAfterAccountFailures =
    options.codeAfterAccountFailures ?? LOGIN_THROTTLE.codeAfterAccountFailures;
  const loginPerIpPerMinute = options.loginPerIpPerMinute ?? AUTH_LIMITS.loginPerIpPerMinute;
  const resendIntervalMs = options.resendIntervalMs ?? AUTH_LIMITS.resendIntervalMs;
  const { sendsPerIpPerHour } = options;
  return {
    /** One sign-in attempt from this address: 429 RATE_LIMITED past the per-minute limit. */
    async loginAttempt(ip: string): Promise<void> {
      const result = await limiter.hit(BUCKETS.loginIp, ip, loginPerIpPerMinute, MINUTE);
      if (!result.allowed) {
        throw new HttpError(
          429,
          'RATE_LIMITED',
          'Too many sign-in attempts from this network. Please wait a minute.',
          retryAfter(result),
        );
      }
    },

    /**
     * 429 LOGIN_THROTTLED while the address or the account must still wait after its recent
     * failures (growing delays, ADR 0021); the answer's retry_after says how long.
     */
    async assertLoginAllowed(slot: { ip: string; account: string }): Promise<void> {
      const now = limiter.now();
      const address = ipKey(slot.ip);
      const waits = await Promise.all([
        limiter
          .recent(BUCKETS.pairFailure, `${address}|${slot.account}`, HOUR)
          .then((recent) =>
            waitOf(
              recent,
              now,
              LOGIN_THROTTLE.freeFailuresPerAddressAndAccount,
              LOGIN_THROTTLE.addressDelayCapMs,
            ),
          ),
        limiter
          .recent(BUCKETS.addressFailure, address, HOUR)
          .then((recent) =>
            waitOf(recent, now, freeFailuresPerAddress, LOGIN_THROTTLE.addressDelayCapMs),
          ),
        limiter
          .recent(BUCKETS.accountFailure, slot.account, HOUR)
          .then((recent) =>
            waitOf(
              recent,
              now,
              LOGIN_THROTTLE.freeFailuresPerAccount,
              LOGIN_THROTTLE.accountDelayCapMs,
            ),
          ),
      ]);
      const wait = Math.max(...waits);
      if (wait > 0) throw throttled(wait);
    },

    /** A wrong password from a device the account does not know: counts for address and account. */
    async loginFailure(slot: { ip: string; account: string }): Promise<void> {
      const address = ipKey(slot.ip);
      await limiter.record(BUCKETS.pairFailure, `${address}|${slot.account}`);
      await limiter.record(BUCKETS.addressFailure, address);
      await limiter.record(BUCKETS.accountFailure, slot.account);
    },

    /** Whether a new device must confirm a code as well as the password (the account is under attack). */
    async loginNeedsCode(account: string): Promise<boolean> {
      const failures = await limiter.count(BUCKETS.accountFailure, account, HOUR);
      return failures >= codeAfterAccountFailures;
    },

    /** A device the account signed in on before keeps its standing until it fails this often. */
    async knownDeviceInGoodStanding(deviceKey: string): Promise<boolean> {
      const failures = await limiter.count(BUCKETS.deviceFailure, deviceKey, HOUR);
      return failures < LOGIN_THROTTLE.knownDeviceFailuresPerHour;
    },

    knownDeviceFailure: (deviceKey: string) => limiter.record(BUCKETS.deviceFailure, deviceKey),

    /** The same growing delays for a signed-in account's wrong current passwords (no lock). */
    async assertPasswordCheckAllowed(account: string): Promise<void> {
      const recent = await limiter.recent(BUCKETS.passwordFailure, account, HOUR);
      const wait = waitOf(
        recent,
        limiter.now(),
        LOGIN_THROTTLE.freeFailuresPerAddressAndAccount,
        LOGIN_THROTTLE.addressDelayCapMs,
      );
      if (wait > 0) throw throttled(wait);
    },

    passwordCheckFailure: (account: string) => limiter.record(BUCKETS.passwordFailure, account),

    /** Least time between two codes of one purpose to one target, in ms. */
    resendIntervalMs,

    /**
     * Runs `send` in a code-send slot of the client's network and of the target: at most
     * `sendsPerIpPerHour` per IP, AUTH_LIMITS.sendsPerHour per target per hour and one per
     * target and purpose per `resendIntervalMs` (ADR 0021: the interval paces a "send again",
     * the hourly cap bounds what a target receives, so a sign-in code may follow a sign-up
     * code at once). A refused or failed send gives every slot back, so a code that did not
     * go out does not count.
     */
    async withSendSlot<T>(
      slot: { target: string; purpose: CodePurpose; ip: string },
      send: () => Promise<T>,
    ): Promise<T> {
      const taken: RateLimitHit[] = [];
      const giveBack = () => Promise.all(taken.map((hit) => hit.undo()));
      const take = async (hit: Promise<RateLimitHit>, code: ErrorCode, message: string) => {
        const result = await hit;
        if (result.allowed) return taken.push(result);
        await giveBack();
        throw new HttpError(429, code, message, retryAfter(result));
      };
      await take(
        limiter.hit(BUCKETS.sendIp, ipKey(slot.ip), sendsPerIpPerHour, HOUR),
        'CODE_SEND_LIMIT',
        'Too many codes were asked for from this network. Please try again later.',
      );
      await take(
        limiter.hit(BUCKETS.sendHour, slot.target, AUTH_LIMITS.sendsPerHour, HOUR),
        'CODE_SEND_LIMIT',
        'Too many codes were sent to this phone number or email. Please try again later.',
      );
      await take(
        limiter.hit(
          BUCKETS.sendInterval,
          `${slot.purpose}|${slot.target}`,
          1,
          Math.max(1, resendIntervalMs),
        ),
        'CODE_RESEND_TOO_SOON',
        'Please wait before asking for another code.',
      );
      try {
        return await send();
      } catch (error) {
        await giveBack();
        throw error;
      }
    },
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;
