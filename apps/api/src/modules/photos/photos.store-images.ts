import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { HttpError } from '../../plugins/errors.ts';
import { checkImage, InvalidImageError } from './photos.images.ts';
import { createGate } from './photos.service.ts';
import type { PhotoStorage } from './photos.storage.ts';

/**
 * A store's own pictures (ADR 0046): its logo (square), its cover (wide) and its watermark.
 * Each goes through the upload checks of every photo (type by content, megapixels, a decode
 * that refuses damaged files) and is stored as one WebP without metadata under
 * `stores/<id>/<kind>-<random>.webp`: a new key each time, so a cached URL never shows
 * another picture. The store module keeps the key and removes the old file when replaced.
 */
export type StoreImageKind = 'logo' | 'cover' | 'watermark';

/**
 * Sizes (ADR 0046): the logo cropped to a 400 px square, the cover to 1600×600 (8:3, centred),
 * the watermark kept whole within 1000 px, lossless with its transparency.
 */
export const STORE_IMAGE_SIZES = {
  logo: { width: 400, height: 400 },
  cover: { width: 1600, height: 600 },
  watermark: { width: 1000, height: 1000 },
} as const satisfies Record<StoreImageKind, { width: number; height: number }>;

/** Checks an upload and renders it as a store's `kind` picture; throws InvalidImageError. */
export async function renderStoreImage(input: Buffer, kind: StoreImageKind): Promise<Buffer> {
  const { source } = await checkImage(input);
  const { width, height } = STORE_IMAGE_SIZES[kind];
  try {
    const image = sharp(input, source).rotate();
    if (kind === 'watermark')
      return await image
        .resize(width, height, { fit: 'inside', withoutEnlargement: true })
        .ensureAlpha()
        .webp({ lossless: true, effort: 4 })
        .toBuffer();
    // Logo and cover fill their frame: the middle of the picture is kept.
    return await image
      .resize(width, height, { fit: 'cover', position: 'centre' })
      .webp({ quality: 85, effort: 4 })
      .toBuffer();
  } catch (error) {
    throw new InvalidImageError('The image cannot be decoded.', { cause: error });
  }
}

/** Stores a store's pictures (the checks of `renderStoreImage`, then the storage). */
export function createStoreImages(options: {
  storage: PhotoStorage;
  warn?: (message: string, error: unknown) => void;
}) {
  const { storage } = options;
  const gate = createGate(2);
  return {
    /**
     * The stored key of an upload as the store's `kind` picture: 422 INVALID_IMAGE for a file
     * that is not a picture we take, 503 UPLOAD_FAILED when the storage fails.
     */
    async save(storeId: number, kind: StoreImageKind, input: Buffer): Promise<string> {
      let data: Buffer;
      try {
        data = await gate(() => renderStoreImage(input, kind));
      } catch (error) {
        if (error instanceof InvalidImageError)
          throw new HttpError(422, 'INVALID_IMAGE', error.message);
        throw error;
      }
      const key = `stores/${storeId}/${kind}-${randomBytes(8).toString('hex')}.webp`;
      try {
        await storage.put(key, data, 'image/webp');
      } catch (error) {
        options.warn?.('store picture not stored', error);
        throw new HttpError(503, 'UPLOAD_FAILED', 'The picture could not be stored. Try again.');
      }
      return key;
    },
    /** Removes a stored picture; a failure is reported through `warn` and left behind. */
    async remove(key: string | null | undefined): Promise<void> {
      if (!key) return;
      await storage.delete(key).catch((error: unknown) => options.warn?.(`file ${key}`, error));
    },
  };
}

export type StoreImages = ReturnType<typeof createStoreImages>;
