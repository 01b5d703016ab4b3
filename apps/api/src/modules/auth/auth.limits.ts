import { AUTH_LIMITS } from '@repo/domain';
import type { RateLimiter, RateLimitResult } from '../../lib/rate-limiter.ts';
import { HttpError } from '../../plugins/errors.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const BUCKETS = {
  loginIp: 'login:ip',
  accountFailure: 'login:failure',
  sendHour: 'code:hour',
  sendInterval: 'code:interval',
} as const;

/** `retry_after` in whole seconds, at least 1. */
const retryAfter = (result: RateLimitResult) => ({
  retry_after: Math.max(1, Math.ceil(result.retryAfterMs / 1000)),
});

/**
 * The security limits of issue 4 (AUTH_LIMITS of @repo/domain) on top of the rate limiter:
 * sign-ins per IP, failures per account, and code sends per phone or email.
 */
export function createAuthLimits(
  limiter: RateLimiter,
  overrides: { loginPerIpPerMinute?: number; resendIntervalMs?: number } = {},
) {
  const loginPerIpPerMinute = overrides.loginPerIpPerMinute ?? AUTH_LIMITS.loginPerIpPerMinute;
  const resendIntervalMs = overrides.resendIntervalMs ?? AUTH_LIMITS.resendIntervalMs;
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

    /** 429 ACCOUNT_LOCKED once the account had too many failures this hour, right password or not. */
    async assertAccountOpen(accountKey: string): Promise<void> {
      const result = await limiter.check(
        BUCKETS.accountFailure,
        accountKey,
        AUTH_LIMITS.loginFailuresPerAccountPerHour,
        HOUR,
      );
      if (!result.allowed) {
        throw new HttpError(
          429,
          'ACCOUNT_LOCKED',
          'Too many failed attempts for this account. Please try again later.',
          retryAfter(result),
        );
      }
    },

    accountFailure: (accountKey: string) => limiter.record(BUCKETS.accountFailure, accountKey),

    /**
     * Runs `send` in one of the target's code-send slots: at most AUTH_LIMITS.sendsPerHour
     * per hour and one per AUTH_LIMITS.resendIntervalMs. When `send` fails the slot is
     * given back, so a code that did not go out does not count.
     */
    /** Least time between two codes to one target, in ms. */
    resendIntervalMs,

    async withSendSlot<T>(target: string, send: () => Promise<T>): Promise<T> {
      const hour = await limiter.hit(BUCKETS.sendHour, target, AUTH_LIMITS.sendsPerHour, HOUR);
      if (!hour.allowed) {
        throw new HttpError(
          429,
          'CODE_SEND_LIMIT',
          'Too many codes were sent to this phone number or email. Please try again later.',
          retryAfter(hour),
        );
      }
      const interval = await limiter.hit(
        BUCKETS.sendInterval,
        target,
        1,
        Math.max(1, resendIntervalMs),
      );
      if (!interval.allowed) {
        await hour.undo();
        throw new HttpError(
          429,
          'CODE_RESEND_TOO_SOON',
          'Please wait before asking for another code.',
          retryAfter(interval),
        );
      }
      try {
        return await send();
      } catch (error) {
        await Promise.all([hour.undo(), interval.undo()]);
        throw error;
      }
    },
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;
