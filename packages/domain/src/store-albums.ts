import { z } from 'zod';
import { asList } from './form-values.ts';
import { photoIdSchema, photoSchema } from './photo.ts';
import { STORE_ALBUM_LIMITS } from './store-album-limits.ts';

/**
 * A store's photo albums (issue 17, ADR 0048): `/me/store-{id}/photos` and `/photos-{albumid}`.
 * Photos are the members' uploads (POST {api}/me/photos), added to an album by their ids.
 * Error messages are i18n keys (`albums.*`, `validation.*`).
 */

/** A form's list: repeated fields, one field, or a JSON array. */
const listOf = <T extends z.ZodType>(item: T) => z.preprocess(asList, z.array(item));

/** An album's name, as its create and rename forms send it. */
export const storeAlbumInputSchema = z.object({
  name: z
    .string({ error: 'albums.nameRequired' })
    .trim()
    .min(STORE_ALBUM_LIMITS.nameMin, 'albums.nameRequired')
    .max(STORE_ALBUM_LIMITS.nameMax, 'albums.nameTooLong'),
});
export type StoreAlbumInput = z.infer<typeof storeAlbumInputSchema>;

const albumIdSchema = z
  .string({ error: 'albums.orderInvalid' })
  .trim()
  .regex(/^[1-9][0-9]{0,15}$/, 'albums.orderInvalid');

const unique = (ids: string[]) => new Set(ids).size === ids.length;

/**
 * A new order of the store's albums (`PUT {api}/me/stores/{id}/albums/order`): their ids, the
 * first first. Albums left out keep their order after the listed ones.
 */
export const storeAlbumOrderInputSchema = z.object({
  ids: listOf(albumIdSchema)
    .pipe(
      z
        .array(z.string())
        .min(1, 'albums.orderInvalid')
        .max(STORE_ALBUM_LIMITS.albumsMax, 'albums.orderInvalid'),
    )
    .refine(unique, 'albums.orderInvalid'),
});
export type StoreAlbumOrderInput = z.infer<typeof storeAlbumOrderInputSchema>;

/**
 * Photos added to an album (`POST …/albums/{albumId}/photos`): ids of the caller's uploads, in
 * the order they go at the album's end. Repeats are dropped.
 */
export const storeAlbumPhotosInputSchema = z.object({
  photos: listOf(photoIdSchema)
    .transform((ids) => [...new Set(ids)])
    .pipe(
      z
        .array(z.string())
        .min(1, 'albums.photosRequired')
        .max(STORE_ALBUM_LIMITS.photosMax, 'albums.photosMax'),
    ),
});
export type StoreAlbumPhotosInput = z.infer<typeof storeAlbumPhotosInputSchema>;

/**
 * A new order of an album's photos (`PUT …/albums/{albumId}/photos/order`): their ids, the
 * first first. Photos left out keep their order after the listed ones.
 */
export const storeAlbumPhotoOrderInputSchema = z.object({
  ids: listOf(photoIdSchema)
    .pipe(
      z
        .array(z.string())
        .min(1, 'albums.orderInvalid')
        .max(STORE_ALBUM_LIMITS.photosMax, 'albums.orderInvalid'),
    )
    .refine(unique, 'albums.orderInvalid'),
});
export type StoreAlbumPhotoOrderInput = z.infer<typeof storeAlbumPhotoOrderInputSchema>;

/**
 * An album as a store's public page shows it: its name, how many photos it holds, and its
 * first photos in order (a few in a list of albums; all of them on the album's own page).
 */
export const publicAlbumSchema = z.object({
  id: z.string(),
  name: z.string(),
  photo_count: z.number().int(),
  photos: z.array(photoSchema),
});
export type PublicAlbum = z.infer<typeof publicAlbumSchema>;

/** An album as the store's members see it in their store area. */
export const storeAlbumSchema = publicAlbumSchema.extend({
  created_at: z.string(),
  updated_at: z.string(),
});
export type StoreAlbum = z.infer<typeof storeAlbumSchema>;

export const storeAlbumsResponseSchema = z.object({ data: z.array(storeAlbumSchema) });
export const storeAlbumResponseSchema = z.object({ data: storeAlbumSchema });
