import { z } from 'zod';
import { formBooleanSchema } from './form-boolean.ts';
import { AD_STATUSES } from './ad-values.ts';
import { PRICE_KINDS } from './ad-fields.ts';
import { localizedNameSchema, slugSchema } from './category.ts';
import { PREMIUM_TYPES } from './constants.ts';
import { photoSchema } from './photo.ts';

export { CAMBODIA_UTC_OFFSET_MS, addDays, cambodianDate } from './cambodia-time.ts';

/**
 * Engagement with ads (ADR 0010): views, phone reveals, likes, saves, related ads
 * and the owner's insights. Days are Cambodian calendar days (Asia/Phnom_Penh, UTC+7 all
 * year: Cambodia has no daylight saving time).
 */

/** Insights cover this many Cambodian days, today included. */
export const INSIGHTS_DAYS = 30;
/** `limit` of GET {api}/posts/{id}/related. */
export const RELATED_ADS_LIMIT = { default: 8, max: 24 } as const;
/** `limit` of GET {api}/me/likes and {api}/me/saved. */
export const AD_CARDS_LIMIT = { default: 20, max: 50 } as const;

/** POST {api}/me/likes/{id} and {api}/me/saved/{id}: `value=true` likes (saves), `false` undoes it. */
export const adToggleInputSchema = z.object({ value: formBooleanSchema });
export type AdToggleInput = z.infer<typeof adToggleInputSchema>;

/** An ad in a list (likes, saved, related): what a card shows, no description or phones. */
export const adCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  price: z.number(),
  price_kind: z.enum(PRICE_KINDS),
  status: z.enum(AD_STATUSES),
  /** The subcategory. */
  category: z.object({ id: z.string(), slug: slugSchema, name: localizedNameSchema }),
  province: z.object({ id: z.string(), name: localizedNameSchema }),
  /** The ad's first photo, or null when it has none. */
  cover: photoSchema.nullable(),
  posted_at: z.string(),
  renewed_at: z.string(),
  views: z.number().int(),
  likes: z.number().int(),
  saves: z.number().int(),
  /** The ad's paid placement while it lasts (ADR 0014): `featured` ads stand out in lists. */
  premium: z.enum(PREMIUM_TYPES).nullable(),
  /** A job ad's salary range (either end may be missing): cards show it instead of a price. */
  salary: z.object({ min: z.number().nullable(), max: z.number().nullable() }).optional(),
  /**
   * Whether the caller liked (saved) the ad: in related ads and in the caller's likes and
   * saved lists, false for a visitor.
   */
  liked: z.boolean().optional(),
  saved: z.boolean().optional(),
});
export type AdCard = z.infer<typeof adCardSchema>;

/** GET {api}/me/likes, {api}/me/saved: keyset pages, most recently liked (saved) first. */
export const adCardsPageSchema = z.object({
  data: z.array(adCardSchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  next_cursor: z.string().nullable(),
});
export type AdCardsPage = z.infer<typeof adCardsPageSchema>;

/** GET {api}/posts/{id}/related. */
export const adCardsResponseSchema = z.object({ data: z.array(adCardSchema) });

/** POST {api}/posts/{id}/views: the ad's view count after this call. */
export const adViewsResponseSchema = z.object({
  data: z.object({ views: z.number().int() }),
});

/** POST {api}/posts/{id}/phones: the seller's numbers (E.164). */
export const adPhonesResponseSchema = z.object({
  data: z.object({ phones: z.array(z.string()) }),
});

/** The caller's likes and saves of an ad and its counters, after a like or save toggle. */
export const adEngagementSchema = z.object({
  liked: z.boolean(),
  saved: z.boolean(),
  likes: z.number().int(),
  saves: z.number().int(),
});
export type AdEngagement = z.infer<typeof adEngagementSchema>;
export const adEngagementResponseSchema = z.object({ data: adEngagementSchema });

const countsSchema = z.object({
  views: z.number().int(),
  likes: z.number().int(),
  saves: z.number().int(),
  phone_reveals: z.number().int(),
});

/**
 * One Cambodian day of an ad: views (one per device per day), likes and saves given that
 * day (an undo later does not rewrite history) and phone reveals.
 */
export const adInsightsDaySchema = countsSchema.extend({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type AdInsightsDay = z.infer<typeof adInsightsDaySchema>;

/** GET {api}/me/posts/{id}/insights. */
export const adInsightsSchema = z.object({
  ad_id: z.string(),
  /** The first and last day of `days` (today in Cambodia). */
  from: z.string(),
  to: z.string(),
  /** INSIGHTS_DAYS days, oldest first, days without activity as zeros. */
  days: z.array(adInsightsDaySchema),
  /** The sums of `days`. */
  totals: countsSchema,
  /** The ad's counters: views and phone reveals ever, likes and saves it has now. */
  all_time: countsSchema,
});
export type AdInsights = z.infer<typeof adInsightsSchema>;
export const adInsightsResponseSchema = z.object({ data: adInsightsSchema });
