import { AD_MAX_PHOTOS } from '@repo/domain';

/**
 * Photo rules of the post form (ADR 0010), checked in the browser before an upload and by
 * the web server before it forwards one; the API checks them again.
 */

/** The largest photo accepted, as the API's default `PHOTO_MAX_BYTES` (10 MB). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_MAX_MEGABYTES = PHOTO_MAX_BYTES / 1024 / 1024;
export const PHOTO_MAX_COUNT = AD_MAX_PHOTOS;
/** The limits the photo texts name: `{{max}}` photos of `{{size}}` MB at most. */
export const PHOTO_LIMITS = { max: PHOTO_MAX_COUNT, size: PHOTO_MAX_MEGABYTES };
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
 * is not JPEG, PNG or WebP, more than 10 MB, or beyond 12 photos in all (`already` counts
 * the photos the form has or is uploading).
 */
export function checkPhotoFiles<File extends FileLike>(
  files: readonly File[],
  already: number,
): { accepted: File[]; refused: { file: File; error: PhotoErrorKey }[] } {
  const accepted: File[] = [];
  const refused: { file: File; error: PhotoErrorKey }[] = [];
  for (const file of files) {
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
      refused.push({ file, error: PHOTO_ERRORS.invalidImage });
    } else if (file.size > PHOTO_MAX_BYTES) {
      refused.push({ file, error: PHOTO_ERRORS.tooLarge });
    } else if (already + accepted.length >= PHOTO_MAX_COUNT) {
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

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

const PHOTO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only web addresses are shown as thumbnails (the hidden fields come back from the browser). */
function safeUrl(url: string | undefined): string {
  return url && /^https?:\/\//i.test(url) ? url : '';
}

/**
 * The photos a submitted form keeps, in order: the hidden `photos` ids with their parallel
 * `photo_thumbs`, without the ones whose "keep" box was unticked (no JavaScript: `keep_photos`
 * lists the ticked ids when the form has the boxes) and with the chosen `cover` first.
 * Malformed and repeated ids are dropped.
 */
export function keptPhotos(form: {
  ids: readonly string[];
  thumbs: readonly string[];
  keep?: readonly string[];
  cover?: string | null;
}): PhotoRef[] {
  const seen = new Set<string>();
  let photos: PhotoRef[] = [];
  form.ids.forEach((raw, index) => {
    const id = raw.trim().toLowerCase();
    if (!PHOTO_ID.test(id) || seen.has(id)) return;
    seen.add(id);
    photos.push({ id, thumb: safeUrl(form.thumbs[index]) });
  });
  if (form.keep) {
    const keep = new Set(form.keep.map((id) => id.trim().toLowerCase()));
    photos = photos.filter((photo) => keep.has(photo.id));
  }
  const cover = form.cover?.trim().toLowerCase();
  const coverIndex = cover ? photos.findIndex((photo) => photo.id === cover) : -1;
  return coverIndex > 0 ? moveItem(photos, coverIndex, 0) : photos;
}
