import { z } from 'zod';
import { adCardSchema } from './ad-engagement.ts';

/** The answer of GET {api}/posts (ADR 0012); the query's parser is in `ad-listing.ts`. */
export const listingNoteSchema = z.object({
  param: z.string(),
  reason: z.enum(['invalid', 'swapped', 'truncated', 'unknown', 'inapplicable']),
});

/** GET {api}/posts. */
export const adListingSchema = z.object({
  items: z.array(adCardSchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  next_cursor: z.string().nullable(),
  /** Exact up to LISTING_EXACT_TOTAL_MAX; above it that number with `total_is_estimate`. */
  total: z.number().int(),
  total_is_estimate: z.boolean(),
  /** Nothing matched the keyword as typed: these ads have similar words (misspellings). */
  similar: z.boolean(),
  /** What the API dropped or corrected (the page's own notes come from the same parser). */
  notes: z.array(listingNoteSchema),
  /** The running top ads asked with `top` (first page only), never also in `items`. */
  top: z.array(adCardSchema).optional(),
});
export type AdListing = z.infer<typeof adListingSchema>;
export const adListingResponseSchema = z.object({ data: adListingSchema });
