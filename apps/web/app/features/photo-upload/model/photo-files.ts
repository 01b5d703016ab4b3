/**
 * Photo uploads (ADR 0010): the rules checked in the browser before an upload and by the web
 * server before it forwards one (the API checks them again), and what a failure is called.
 * The post form and a store's albums (ADR 0048) use them.
 */

/** The largest photo accepted, as the API's default `PHOTO_MAX_BYTES` (10 MB). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_MAX_MEGABYTES = PHOTO_MAX_BYTES / 1024 / 1024;
/** The `accept` of the file input and the types the browser lets through. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** What the page keeps of an uploaded photo: its id and the thumbnail to show. */
export interface PhotoRef {
  id: string;
  thumb: string;
}

/** Catalog keys of the spec's upload errors (§8) and their reasons. */
export const PHOTO_ERRORS = {
  invalidImage: 'ad.errors.invalidImage',
  maxFiles: 'ad.errors.maxFiles',
  uploadError: 'ad.errors.uploadError',
  uploadFailed: 'ad.errors.uploadFailed',
  tooLarge: 'postAd.photos.tooLarge',
  rateLimited: 'postAd.photos.rateLimited',
  signedOut: 'postAd.signedOut',
} as const;
export type PhotoErrorKey = (typeof PHOTO_ERRORS)[keyof typeof PHOTO_ERRORS];

interface FileLike {
  name: string;
  type: string;
  size: number;
}

/**
 * Sorts chosen files into those to upload and those refused before any upload: a type that
 * is not JPEG, PNG or WebP, more than 10 MB, or beyond `max` photos in all (`already` counts
 * the photos there are or are uploading).
 */
export function checkPhotoFiles<File extends FileLike>(
  files: readonly File[],
  already: number,
  max: number,
): { accepted: File[]; refused: { file: File; error: PhotoErrorKey }[] } {
  const accepted: File[] = [];
  const refused: { file: File; error: PhotoErrorKey }[] = [];
  for (const file of files) {
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
      refused.push({ file, error: PHOTO_ERRORS.invalidImage });
    } else if (file.size > PHOTO_MAX_BYTES) {
      refused.push({ file, error: PHOTO_ERRORS.tooLarge });
    } else if (already + accepted.length >= max) {
      refused.push({ file, error: PHOTO_ERRORS.maxFiles });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, refused };
}

/**
 * The catalog key for a failed upload, from the HTTP status and the API's error code: a
 * refused image, too big, too many, too fast, signed out, or (storage down, no answer) the
 * spec's "Upload error. Please try again."
 */
export function uploadErrorKey(status: number, code?: string): PhotoErrorKey {
  if (code === 'INVALID_IMAGE' || code === 'UNSUPPORTED_MEDIA_TYPE' || status === 415)
    return PHOTO_ERRORS.invalidImage;
  if (code === 'PAYLOAD_TOO_LARGE' || status === 413) return PHOTO_ERRORS.tooLarge;
  if (code === 'MAX_FILES_EXCEEDED') return PHOTO_ERRORS.maxFiles;
  if (status === 429) return PHOTO_ERRORS.rateLimited;
  if (status === 401) return PHOTO_ERRORS.signedOut;
  if (status === 0 || status >= 500 || code === 'UPLOAD_FAILED') return PHOTO_ERRORS.uploadError;
  return PHOTO_ERRORS.uploadFailed;
}
