import { PHOTO_RENDITIONS, type Photo, type PhotoRendition } from '@repo/domain';

/**
 * The pixel size of one rendition of a photo. The API gives the size of `large`; each
 * rendition fits a square of PHOTO_RENDITIONS[r] pixels and is never upscaled, so the smaller
 * ones follow from `large` alone (ADR 0010).
 */
export function renditionSize(
  photo: Pick<Photo, 'width' | 'height'>,
  rendition: PhotoRendition,
): { width: number; height: number } {
  const longest = Math.max(photo.width, photo.height, 1);
  const scale = Math.min(1, PHOTO_RENDITIONS[rendition] / longest);
  return {
    width: Math.max(1, Math.round(photo.width * scale)),
    height: Math.max(1, Math.round(photo.height * scale)),
  };
}

const ORDER: PhotoRendition[] = ['thumb', 'medium', 'large'];

/**
 * A `srcset` with width descriptors from the three renditions, smallest first. A small
 * original gives renditions of the same width: only the first of those is listed.
 */
export function photoSrcSet(photo: Photo): string {
  const seen = new Set<number>();
  const entries: string[] = [];
  for (const rendition of ORDER) {
    const { width } = renditionSize(photo, rendition);
    if (seen.has(width)) continue;
    seen.add(width);
    entries.push(`${photo.urls[rendition]} ${width}w`);
  }
  return entries.join(', ');
}

/** One image to draw: its URL and intrinsic size (so the page reserves its space). */
export interface ImageView {
  src: string;
  width: number;
  height: number;
}

/** A photo as the pages draw it: the medium rendition with a srcset, and its thumbnail. */
export interface PhotoView extends ImageView {
  id: string;
  srcSet: string;
  thumb: ImageView;
}

/** The thumbnail of a photo, sized. */
export function thumbView(photo: Photo): ImageView {
  return { src: photo.urls.thumb, ...renditionSize(photo, 'thumb') };
}

/**
 * What the browser needs of a photo, worked out on the server: the rendition sizes come from
 * the domain's constants, which the client bundle does not load (they sit beside zod schemas).
 */
export function toPhotoView(photo: Photo): PhotoView {
  return {
    id: photo.id,
    src: photo.urls.medium,
    srcSet: photoSrcSet(photo),
    width: photo.width,
    height: photo.height,
    thumb: thumbView(photo),
  };
}
