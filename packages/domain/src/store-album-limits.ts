/**
 * Store albums' limits (issue 17, ADR 0048), without zod: pages that only need a number import
 * these and no schema comes with them.
 */
export const STORE_ALBUM_LIMITS = {
  /** Albums one store may have. */
  albumsMax: 50,
  /** Photos one album may hold. */
  photosMax: 100,
  nameMin: 1,
  nameMax: 60,
  /** Photos shown with each album in a list of albums (its first ones, in order). */
  previewPhotos: 4,
} as const;
