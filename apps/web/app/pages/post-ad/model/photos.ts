/** The post form's photos (ADR 0010); the upload rules are the photo-upload feature's. */
import { AD_MAX_PHOTOS } from '@repo/domain';
import { PHOTO_MAX_MEGABYTES, type PhotoRef } from '~/features/photo-upload/index.ts';
import { moveItem } from '~/shared/lib/move-item.ts';

export const PHOTO_MAX_COUNT = AD_MAX_PHOTOS;
/** The limits the photo texts name: `{{max}}` photos of `{{size}}` MB at most. */
export const PHOTO_LIMITS = { max: PHOTO_MAX_COUNT, size: PHOTO_MAX_MEGABYTES };

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
