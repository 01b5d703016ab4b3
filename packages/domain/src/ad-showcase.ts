import { z } from 'zod';
import { adCardSchema } from './ad-engagement.ts';
import { listingNoteSchema } from './ad-listing-response.ts';

/**
 * The home page's and the listings' showcase (ADR 0014): the premium "top" ads of
 * the moment, and how many active ads each category has.
 */

/** Top ads take turns: the order changes every this many milliseconds (the same for everyone). */
export const TOP_ADS_ROTATION_MS = 5 * 60_000;
export const TOP_ADS_LIMIT = { default: 4, max: 12 } as const;
/** How long the API reuses the category counts (ms). */
export const CATEGORY_COUNTS_TTL_MS = 60_000;

/** GET {api}/posts/top. */
export const topAdsSchema = z.object({
  items: z.array(adCardSchema),
  notes: z.array(listingNoteSchema),
});
export type TopAds = z.infer<typeof topAdsSchema>;
export const topAdsResponseSchema = z.object({ data: topAdsSchema });

/** GET {api}/categories/counts: active ads by subcategory (a main category is their sum). */
export const categoryCountSchema = z.object({
  category_id: z.string(),
  count: z.number().int().nonnegative(),
});
export type CategoryCount = z.infer<typeof categoryCountSchema>;
export const categoryCountsResponseSchema = z.object({ data: z.array(categoryCountSchema) });
