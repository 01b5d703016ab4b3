import { z } from 'zod';

/**
 * Ad photos (issue 5, ADR 0010). A member uploads each photo once (POST {api}/me/photos) and
 * gets its id; an ad lists the ids of its photos in order (the first is the cover).
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

const PHOTO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A photo id (a UUID, lower case). */
export const photoIdSchema = z
  .string({ error: 'validation.adPhotoInvalid' })
  .trim()
  .toLowerCase()
  .regex(PHOTO_ID, 'validation.adPhotoInvalid');

/** A photo as the API answers it: `width`/`height` are those of `large`; URLs are absolute. */
export const photoSchema = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  urls: z.object({ thumb: z.string(), medium: z.string(), large: z.string() }),
});
export type Photo = z.infer<typeof photoSchema>;

export const photoResponseSchema = z.object({ data: photoSchema });

const blank = (value: unknown) => typeof value === 'string' && value.trim() === '';

/**
 * The `photos` field of the post form: a repeated form field (`photos=a&photos=b`), a JSON
 * array of ids (in JSON, or as the text of one form field), or one id. Order is display order;
 * blanks are ignored and repeats dropped. At most AD_MAX_PHOTOS (`validation.adPhotosMax`).
 */
export const adPhotosInputSchema = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return [];
    let list: unknown = value;
    if (typeof value === 'string') {
      const text = value.trim();
      if (text.startsWith('[')) {
        try {
          list = JSON.parse(text);
        } catch {
          return value;
        }
      } else {
        list = [text];
      }
    }
    return Array.isArray(list) ? list.filter((item) => !blank(item)) : list;
  },
  z
    .array(photoIdSchema, { error: 'validation.adPhotoInvalid' })
    .transform((ids) => [...new Set(ids)])
    .pipe(z.array(z.string()).max(AD_MAX_PHOTOS, 'validation.adPhotosMax')),
);
