import { z } from 'zod';
import { AD_MAX_PHOTOS } from './photo-limits.ts';

/**
 * Ad photos (ADR 0010). A member uploads each photo once (POST {api}/me/photos) and
 * gets its id; an ad lists the ids of its photos in order (the first is the cover).
 */

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
