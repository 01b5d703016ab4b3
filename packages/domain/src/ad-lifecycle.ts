import { z } from 'zod';
import { formBooleanSchema } from './form-boolean.ts';
import { cambodianDayStart } from './cambodia-time.ts';
import { AD_AUTO_RENEW_LIMITS } from './ad-values.ts';

export { cambodianDayStart } from './cambodia-time.ts';

/**
 * An ad's lifecycle (ADR 0010): renew, repost, sold and the auto-renew schedule.
 * Times of day are Cambodia's (Asia/Phnom_Penh): UTC+7 all year, no daylight saving time,
 * so a day there is always 24 hours and "every N days at 06:30" is plain arithmetic.
 */

const DAY_MS = 24 * 3600 * 1000;

export { AD_AUTO_RENEW_LIMITS } from './ad-values.ts';

const REQUIRED = 'validation.required';
const INVALID = 'validation.invalid';

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** A whole number in a range, from a form string or a JSON number; blank means "not given". */
const formInteger = (range: { min: number; max: number }) =>
  z.preprocess(
    (value) => {
      if (blank(value)) return undefined;
      if (typeof value === 'string' && /^\s*\d{1,3}\s*$/.test(value)) return Number(value);
      return value;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? REQUIRED : INVALID) })
      .int(INVALID)
      .min(range.min, INVALID)
      .max(range.max, INVALID)
      .optional(),
  );

export type AdAutoRenewInput =
  { enabled: false } | { enabled: true; hour: number; minute: number; every_days: number };

/**
 * POST {api}/me/posts/{id}/auto-renew: `enabled`, and when enabled `hour` (0–23), `minute`
 * (0–59) and `every_days` (1–30), a time of day in Cambodia. Disabling needs only `enabled`.
 */
export const adAutoRenewInputSchema: z.ZodType<AdAutoRenewInput> = z
  .object({
    enabled: formBooleanSchema,
    hour: formInteger(AD_AUTO_RENEW_LIMITS.hour),
    minute: formInteger(AD_AUTO_RENEW_LIMITS.minute),
    every_days: formInteger(AD_AUTO_RENEW_LIMITS.everyDays),
  })
  .superRefine((value, context) => {
    if (!value.enabled) return;
    for (const key of ['hour', 'minute', 'every_days'] as const) {
      if (value[key] === undefined) {
        context.addIssue({ code: 'custom', path: [key], message: REQUIRED });
      }
    }
  })
  .transform((value): AdAutoRenewInput =>
    value.enabled
      ? {
          enabled: true,
          hour: value.hour as number,
          minute: value.minute as number,
          every_days: value.every_days as number,
        }
      : { enabled: false },
  ) as unknown as z.ZodType<AdAutoRenewInput>;

/** An ad's auto-renew schedule as its owner sees it (`auto_renew` of the own ad; null when off). */
export const adAutoRenewSchema = z.object({
  hour: z.number().int(),
  minute: z.number().int(),
  every_days: z.number().int(),
  /** The next run (ISO 8601, UTC). */
  next_run_at: z.string(),
});
export type AdAutoRenew = z.infer<typeof adAutoRenewSchema>;

/** The first time after `now` that reads `hour:minute` on a clock in Phnom Penh. */
export function firstAutoRenewRun(time: { hour: number; minute: number }, now: number): number {
  const today = cambodianDayStart(now) + (time.hour * 60 + time.minute) * 60_000;
  return today > now ? today : today + DAY_MS;
}

/**
 * The run after the one planned for `slot`: `every_days` days later at the same Cambodian
 * time, skipping runs already in the past (a server that was down does not catch up).
 */
export function nextAutoRenewRun(slot: number, everyDays: number, now: number): number {
  const step = everyDays * DAY_MS;
  let next = slot + step;
  if (next <= now) next += Math.ceil((now - next + 1) / step) * step;
  return next;
}
