import { randomUUID } from 'node:crypto';
import { PHOTO_RENDITIONS, type Photo, type PhotoRendition } from '@repo/domain';
import type { Db } from '../../db/client.ts';
import { photos } from '../../db/schema.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { HttpError } from '../../plugins/errors.ts';
import { toPhoto } from './photos.ads.ts';
import { InvalidImageError, renderRenditions, type Renditions } from './photos.images.ts';
import type { PhotoStorage } from './photos.storage.ts';

const HOUR_MS = 3600_000;
const NAMES = Object.keys(PHOTO_RENDITIONS) as PhotoRendition[];

/**
 * Runs at most `max` tasks at once (the rest wait in order): decoding a 50-megapixel upload
 * takes ~150 MB, so a burst of uploads queues instead of exhausting memory.
 */
export function createGate(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active < max) active += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so no newcomer can slip past the limit.
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

/** The storage key of a rendition of a photo. */
export const photoKey = (id: string, name: PhotoRendition) => `photos/${id}/${name}.webp`;

/**
 * Stores and removes the three renditions of a photo under the keys `keyOf` names: a storage
 * failure removes what was written and answers 503 UPLOAD_FAILED (the client's only word); a
 * file that cannot be removed is reported through `warn` and left behind.
 */
export function createRenditionFiles(
  storage: PhotoStorage,
  warn?: (message: string, error: unknown) => void,
) {
  async function remove(keys: string[]): Promise<void> {
    const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
    const failed = results.find((result) => result.status === 'rejected');
    if (failed)
      warn?.(
        `stored files left behind: ${keys.join(' ')}`,
        (failed as PromiseRejectedResult).reason,
      );
  }
  return {
    async store(
      keyOf: (name: PhotoRendition) => string,
      renditions: Renditions,
    ): Promise<Record<PhotoRendition, string>> {
      const keys = Object.fromEntries(NAMES.map((name) => [name, keyOf(name)])) as Record<
        PhotoRendition,
        string
      >;
      const results = await Promise.allSettled(
        NAMES.map((name) => storage.put(keys[name], renditions[name].data, 'image/webp')),
      );
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) {
        warn?.('photo not stored', (failed as PromiseRejectedResult).reason);
        await remove(Object.values(keys));
        throw new HttpError(
          503,
          'UPLOAD_FAILED',
          'The photo could not be stored. Please try again.',
        );
      }
      return keys;
    },
    remove,
  };
}

/**
 * Uploads (POST {api}/me/photos): rate limit per member, the image checks and renditions
 * (photos.images.ts), storage, then the row. A storage failure stores nothing (503
 * UPLOAD_FAILED, the hit is taken back); anything wrong with the file is 422 INVALID_IMAGE.
 */
export function createPhotoService(options: {
  db: Db;
  storage: PhotoStorage;
  limiter: RateLimiter;
  now: () => number;
  mediaBaseUrl: string;
  uploadsPerHour: number;
  /** Told about storage failures (the client only hears UPLOAD_FAILED). */
  warn?: (message: string, error: unknown) => void;
}) {
  const { db, storage, limiter, now, mediaBaseUrl, uploadsPerHour } = options;
  const gate = createGate(2);

  const files = createRenditionFiles(storage, options.warn);
  const store = (id: string, renditions: Renditions) =>
    files.store((name) => photoKey(id, name), renditions);
  const removeFiles = files.remove;

  /**
   * Checks an image, stores its renditions and records the photo as `userId`'s: 422
   * INVALID_IMAGE for a bad file, 503 UPLOAD_FAILED when the storage fails (nothing kept).
   * No rate limit: for uploads use `upload`; seeds and imports may call this directly.
   */
  async function save(userId: number, input: Buffer): Promise<Photo> {
    let renditions: Renditions;
    try {
      renditions = await gate(() => renderRenditions(input));
    } catch (error) {
      if (error instanceof InvalidImageError) {
        throw new HttpError(422, 'INVALID_IMAGE', error.message);
      }
      throw error;
    }
    const id = randomUUID();
    const keys = await store(id, renditions);
    const { width, height } = renditions.large;
    const bytes = NAMES.reduce((sum, name) => sum + renditions[name].data.length, 0);
    try {
      const [row] = await db
        .insert(photos)
        .values({ id, userId, keys, width, height, bytes, createdAt: new Date(now()) })
        .returning();
      return toPhoto(row!, mediaBaseUrl);
    } catch (error) {
      await removeFiles(Object.values(keys));
      throw error;
    }
  }

  return {
    save,

    /**
     * POST {api}/me/photos: counts the upload against the member's hourly limit (429 when
     * over), reads the file (`read` throws the 4xx of a missing or oversized file), then
     * `save`s it. An upload the storage failed does not count.
     */
    async upload(userId: number, read: () => Promise<Buffer>): Promise<Photo> {
      const hit = await limiter.hit('photo-upload', String(userId), uploadsPerHour, HOUR_MS);
      if (!hit.allowed) {
        throw new HttpError(429, 'RATE_LIMITED', 'Too many photos uploaded. Please try later.', {
          retry_after: Math.ceil(hit.retryAfterMs / 1000),
        });
      }
      const input = await read();
      try {
        return await save(userId, input);
      } catch (error) {
        if (error instanceof HttpError && error.code === 'UPLOAD_FAILED') await hit.undo();
        throw error;
      }
    },
  };
}

export type PhotoService = ReturnType<typeof createPhotoService>;
