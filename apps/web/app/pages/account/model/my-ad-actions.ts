import { AD_AUTO_RENEW_LIMITS, AD_DELETE_REASONS, type ErrorCode } from '@repo/domain';
import { z } from 'zod';

/**
 * The actions of a row of My ads, each a plain HTML form posted to `/me` with an `intent`
 * and the ad's `id`, checked by the action with these schemas (server only: the forms import
 * them as types, so zod stays out of the browser).
 */
export const MY_AD_INTENTS = ['renew', 'repost', 'sold', 'delete', 'auto-renew'] as const;
export type MyAdIntent = (typeof MY_AD_INTENTS)[number];

const REQUIRED = 'validation.required';
const INVALID = 'validation.invalid';

/** An ad id as the API writes it (a positive integer without leading zeros). */
const adId = z.string({ error: INVALID }).regex(/^[1-9]\d{0,14}$/, INVALID);

/** Renew, repost and mark as sold need nothing but the ad. */
export const adCommandSchema = z.object({
  intent: z.enum(['renew', 'repost', 'sold'], { error: INVALID }),
  id: adId,
});

/** Delete with a reason (sold, no longer available, other). */
export const deleteAdFormSchema = z.object({
  intent: z.literal('delete', { error: INVALID }),
  id: adId,
  reason: z.enum(AD_DELETE_REASONS, {
    error: (issue) => (issue.input === undefined ? REQUIRED : INVALID),
  }),
});

const limited = (range: { min: number; max: number }) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? REQUIRED : INVALID) })
    .int(INVALID)
    .min(range.min, INVALID)
    .max(range.max, INVALID)
    .optional();

/**
 * The auto-renew settings: a checkbox (absent when off) and, when on, a time of day in
 * Cambodia and a period in days. The ranges are the API's (AD_AUTO_RENEW_LIMITS).
 */
export const autoRenewFormSchema = z
  .object({
    intent: z.literal('auto-renew', { error: INVALID }),
    id: adId,
    enabled: z.boolean({ error: INVALID }).optional(),
    hour: limited(AD_AUTO_RENEW_LIMITS.hour),
    minute: limited(AD_AUTO_RENEW_LIMITS.minute),
    every_days: limited(AD_AUTO_RENEW_LIMITS.everyDays),
  })
  .superRefine((value, context) => {
    if (!value.enabled) return;
    for (const key of ['hour', 'minute', 'every_days'] as const) {
      if (value[key] === undefined)
        context.addIssue({ code: 'custom', path: [key], message: REQUIRED });
    }
  });

export type AutoRenewForm = z.infer<typeof autoRenewFormSchema>;

/** The form body of POST {api}/me/posts/{id}/auto-renew for valid settings. */
export function autoRenewApiForm(value: AutoRenewForm): Record<string, string | number | boolean> {
  if (!value.enabled) return { enabled: false };
  return {
    enabled: true,
    hour: value.hour as number,
    minute: value.minute as number,
    every_days: value.every_days as number,
  };
}

/** The schema of a submitted action, chosen by its `intent` (null for an unknown intent). */
export function actionSchemaFor(intent: unknown) {
  switch (intent) {
    case 'renew':
    case 'repost':
    case 'sold':
      return adCommandSchema;
    case 'delete':
      return deleteAdFormSchema;
    case 'auto-renew':
      return autoRenewFormSchema;
    default:
      return null;
  }
}

/** The toast after a successful action. */
export function successKey(intent: MyAdIntent, value?: { enabled?: boolean }): string {
  switch (intent) {
    case 'renew':
      return 'myAds.done.renewed';
    case 'repost':
      return 'myAds.done.reposted';
    case 'sold':
      return 'myAds.done.sold';
    case 'delete':
      return 'myAds.done.deleted';
    case 'auto-renew':
      return value?.enabled ? 'myAds.done.autoRenewOn' : 'myAds.done.autoRenewOff';
  }
}

/** The spec's message for a failed action, from the API's status and machine code. */
export function failureKey(
  intent: MyAdIntent,
  failure: { status: number; code?: ErrorCode | string },
): string {
  const { status, code } = failure;
  if (status === 0) return 'errors.noResponse';
  if (code === 'NOT_FOUND' || status === 404) return 'myAds.errors.notFound';
  switch (intent) {
    case 'renew':
      if (code === 'RENEW_LIMIT_REACHED') return 'ad.errors.renewLimit';
      if (code === 'AD_NOT_RENEWABLE') return 'myAds.errors.notRenewable';
      return 'ad.errors.renewFailed';
    case 'repost':
      if (code === 'POST_LIMIT_REACHED') return 'ad.errors.postLimit';
      if (code === 'RATE_LIMITED') return 'ad.errors.rateLimited';
      if (code === 'AD_NOT_REPOSTABLE') return 'myAds.errors.notRepostable';
      return 'ad.errors.repostFailed';
    case 'auto-renew':
      if (code === 'AUTO_RENEW_LIMIT_REACHED') return 'ad.errors.autoRenewLimit';
      return 'ad.errors.setAutoRenewFailed';
    case 'sold':
      return 'myAds.errors.soldFailed';
    case 'delete':
      return 'myAds.errors.deleteFailed';
  }
}
