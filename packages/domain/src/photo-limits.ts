/**
 * Ad photo sizes and limits (ADR 0010), without zod: the web's pages read them, and
 * photo.ts builds its schemas from them (so a page's bundle need not carry the schemas).
 */

/** The stored WebP renditions: each fits a square of this many pixels, never upscaled. */
export const PHOTO_RENDITIONS = { thumb: 320, medium: 800, large: 1600 } as const;
export type PhotoRendition = keyof typeof PHOTO_RENDITIONS;

/** Photos one ad may have. */
export const AD_MAX_PHOTOS = 12;
/** Larger uploads are refused (INVALID_IMAGE): width × height at most this many pixels. */
export const PHOTO_MAX_PIXELS = 50_000_000;
/** The upload formats, recognised by their first bytes (never by the client's content type). */
export const PHOTO_INPUT_FORMATS = ['jpeg', 'png', 'webp'] as const;
