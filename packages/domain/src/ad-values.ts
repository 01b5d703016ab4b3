/**
 * An ad's enumerations and the auto-renew ranges (ADR 0010), without zod: the web's
 * pages read them to draw their controls, and ad.ts and ad-lifecycle.ts build their schemas
 * from them (so a page's bundle need not carry the schemas).
 */
export const AD_STATUSES = ['active', 'expired', 'sold', 'deleted'] as const;
export type AdStatus = (typeof AD_STATUSES)[number];

export const AD_DELETE_REASONS = ['sold', 'unavailable', 'other'] as const;
export type AdDeleteReason = (typeof AD_DELETE_REASONS)[number];

export const AD_SORTS = ['posted', 'renewed', 'price_asc', 'price_desc'] as const;
export type AdSort = (typeof AD_SORTS)[number];

/** The ranges of POST {api}/me/posts/{id}/auto-renew. */
export const AD_AUTO_RENEW_LIMITS = {
  hour: { min: 0, max: 23 },
  minute: { min: 0, max: 59 },
  everyDays: { min: 1, max: 30 },
} as const;
