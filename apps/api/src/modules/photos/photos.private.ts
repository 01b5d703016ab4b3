import { randomUUID } from 'node:crypto';
import { HttpError } from '../../plugins/errors.ts';
import { InvalidImageError, renderRenditions, type Renditions } from './photos.images.ts';
import { createGate, createRenditionFiles } from './photos.service.ts';
import { PRIVATE_PREFIX, type PhotoStorage } from './photos.storage.ts';

/** A private photo as its owner module keeps it: the keys of its renditions, `large`'s size. */
export interface PrivatePhoto {
  keys: { thumb: string; medium: string; large: string };
  width: number;
  height: number;
}

/**
 * Photos only some members may see (a chat's, ADR 0042): the same checks and renditions as an
 * ad's photo, stored under `private/<folder>/<id>/`, which GET /media never serves. The module
 * that owns them keeps their keys and decides who reads them.
 */
export function createPrivatePhotos(options: {
  storage: PhotoStorage;
  warn?: (message: string, error: unknown) => void;
}) {
  const { storage } = options;
  const gate = createGate(2);
  const files = createRenditionFiles(storage, options.warn);
  return {
    /**
     * Checks and stores an upload: 422 INVALID_IMAGE for a file that is not a photo we take,
     * 503 UPLOAD_FAILED when the storage fails (nothing kept). `folder` is a key path such as
     * `chat/12` (letters, digits, `-`, `_` and slashes).
     */
    async save(folder: string, input: Buffer): Promise<PrivatePhoto> {
      let renditions: Renditions;
      try {
        renditions = await gate(() => renderRenditions(input));
      } catch (error) {
        if (error instanceof InvalidImageError)
          throw new HttpError(422, 'INVALID_IMAGE', error.message);
        throw error;
      }
      const id = randomUUID();
      const keys = await files.store(
        (name) => `${PRIVATE_PREFIX}${folder}/${id}/${name}.webp`,
        renditions,
      );
      return { keys, width: renditions.large.width, height: renditions.large.height };
    },
    /** A stored rendition's bytes, or null. Only private keys are read here. */
    read(key: string): Promise<Buffer | null> {
      if (!key.startsWith(PRIVATE_PREFIX)) return Promise.resolve(null);
      return storage.get(key);
    },
    /** Removes a photo's files (a message that could not be stored). */
    remove: (photo: PrivatePhoto) => files.remove(Object.values(photo.keys)),
  };
}

export type PrivatePhotos = ReturnType<typeof createPrivatePhotos>;
