import { PHOTO_MAX_PIXELS, PHOTO_RENDITIONS, type PhotoRendition } from '@repo/domain';
import sharp, { type Metadata, type OutputInfo, type SharpOptions } from 'sharp';

/**
 * The image pipeline of uploads (ADR 0010): recognise the format by its first bytes, decode
 * once (auto-rotated by the EXIF orientation, at most PHOTO_MAX_PIXELS), and encode the three
 * WebP renditions. Nothing of the upload's metadata survives: the pixels go through a raw
 * buffer, and sharp writes no EXIF, XMP, IPTC or ICC data unless asked to keep it.
 */

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** Anything wrong with the upload itself: answered 422 INVALID_IMAGE. */
export class InvalidImageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'InvalidImageError';
  }
}

export interface RenditionFile {
  data: Buffer;
  width: number;
  height: number;
}

export type Renditions = Record<PhotoRendition, RenditionFile>;

/** The format the bytes announce (JPEG, PNG or WebP signature), or null. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  const starts = (signature: number[], at = 0) =>
    bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF <size> WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/**
 * WebP settings of every rendition: libwebp's default quality; effort 2 of 6 encodes `large`
 * about twice as fast as the default 4 for files a few percent larger (see docs/benchmarks.md).
 */
const WEBP = { quality: 80, effort: 2 } as const;

/**
 * The checks of every upload (ADR 0010): the format by its first bytes, the header agreeing
 * with them, a size, at most `maxPixels`. Answers sharp's input options for the decode that
 * follows (a truncated or damaged file then fails it). Throws InvalidImageError.
 */
export async function checkImage(
  input: Buffer,
  maxPixels: number = PHOTO_MAX_PIXELS,
): Promise<{ format: ImageFormat; metadata: Metadata; source: SharpOptions }> {
  const format = sniffImageFormat(input);
  if (!format) throw new InvalidImageError('The file is not a JPEG, PNG or WebP image.');
  // failOn 'warning' (the default, spelled out): a truncated or damaged file is refused.
  const source = { limitInputPixels: maxPixels, failOn: 'warning' } as const;

  let metadata: Metadata;
  try {
    // The header only (no pixels are decoded), so the size can be refused with its own message.
    metadata = await sharp(input, { ...source, limitInputPixels: false }).metadata();
  } catch (error) {
    throw new InvalidImageError('The image cannot be read.', { cause: error });
  }
  if (metadata.format !== format) {
    throw new InvalidImageError('The image is not what its first bytes say.');
  }
  if (!metadata.width || !metadata.height) throw new InvalidImageError('The image has no size.');
  if (metadata.width * metadata.height > maxPixels) {
    throw new InvalidImageError(`The image has more than ${maxPixels / 1e6} megapixels.`);
  }
  return { format, metadata, source };
}

/**
 * Checks an upload and renders its renditions: `large` fits 1600×1600, `medium` 800×800,
 * `thumb` 320×320 (PHOTO_RENDITIONS), never upscaled. Throws InvalidImageError for a file
 * that is not a JPEG, PNG or WebP, cannot be decoded (truncated, corrupt) or is too large.
 */
export async function renderRenditions(
  input: Buffer,
  options: { maxPixels?: number } = {},
): Promise<Renditions> {
  const { source } = await checkImage(input, options.maxPixels);

  // One decode: oriented and reduced to `large`, as raw pixels (no metadata can follow them).
  const side = PHOTO_RENDITIONS.large;
  let large: { data: Buffer; info: OutputInfo };
  try {
    large = await sharp(input, source)
      .rotate()
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new InvalidImageError('The image cannot be decoded.', { cause: error });
  }
  return encodeRenditions(large);
}

/**
 * The three WebP renditions of raw pixels that already fit `large` (an upload's decode, or a
 * stored photo with a watermark laid on it): `large` as it is, the others reduced from it.
 */
export async function encodeRenditions(large: {
  data: Buffer;
  info: Pick<OutputInfo, 'width' | 'height' | 'channels'>;
}): Promise<Renditions> {
  const side = PHOTO_RENDITIONS.large;
  const raw = {
    raw: {
      width: large.info.width,
      height: large.info.height,
      channels: large.info.channels as 1 | 2 | 3 | 4,
    },
  };

  const encode = async (name: PhotoRendition): Promise<RenditionFile> => {
    const size = PHOTO_RENDITIONS[name];
    let image = sharp(large.data, raw);
    if (size < side) image = image.resize(size, size, { fit: 'inside', withoutEnlargement: true });
    const { data, info } = await image.webp(WEBP).toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  };
  const [thumb, medium, largeFile] = await Promise.all([
    encode('thumb'),
    encode('medium'),
    encode('large'),
  ]);
  return { thumb, medium, large: largeFile };
}
