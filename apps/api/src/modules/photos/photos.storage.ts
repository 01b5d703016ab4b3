import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { ApiConfig } from '../../config/env.ts';

/**
 * Where photo renditions live (ADR 0010). Keys are relative paths made by the photos
 * service (`photos/<photo id>/<rendition>.webp`); a key's content never changes, so its
 * public URL may be cached for ever.
 */
export interface PhotoStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The file's bytes, or null when there is none (private files are read through the API). */
  get(key: string): Promise<Buffer | null>;
  /** The public, absolute URL of a key. */
  url(key: string): string;
}

/** Cache-Control of stored files (their keys are never reused). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A storage key: slash-separated segments of letters, digits, `-` and `_`, the last with one
 * extension. No `.`/`..` segment, no leading slash, no backslash can pass.
 */
export const STORAGE_KEY = /^(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.[a-z0-9]{2,5}$/;

/**
 * Keys under this folder are private (chat photos, ADR 0042): the API reads them for the
 * members allowed to see them; GET /media never serves them, and an S3 bucket must keep them
 * out of its public policy.
 */
export const PRIVATE_PREFIX = 'private/';

/** `MEDIA_BASE_URL` + `/` + key: the URL of a stored file, whichever storage holds it. */
export function mediaUrl(baseUrl: string, key: string): string {
  return `${baseUrl}/${key}`;
}

function assertKey(key: string): void {
  if (!STORAGE_KEY.test(key) || key.length > 200) throw new Error(`invalid storage key: ${key}`);
}

/** The file of a key under `dir`, or null for anything that is not a key (or escapes `dir`). */
export function localPathOf(dir: string, key: string): string | null {
  if (!STORAGE_KEY.test(key) || key.length > 200) return null;
  const root = resolve(dir);
  const path = resolve(root, key);
  return path.startsWith(root + sep) ? path : null;
}

/** Files under MEDIA_DIR, served by the API at GET /media/* (photos.media.ts). */
export function createLocalStorage(options: { dir: string; baseUrl: string }): PhotoStorage {
  const root = resolve(options.dir);
  const pathOf = (key: string) => {
    assertKey(key);
    const path = localPathOf(root, key);
    if (!path) throw new Error(`invalid storage key: ${key}`);
    return path;
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed: a reader never sees half a file.
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, body);
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      // Leave no empty folders behind (fails harmlessly while other files remain).
      if (dirname(path) !== root) await rmdir(dirname(path)).catch(() => {});
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as { code?: unknown }).code === 'ENOENT') return null;
        throw error;
      }
    },
    url: (key) => mediaUrl(options.baseUrl, key),
  };
}

export interface S3StorageOptions {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  baseUrl: string;
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces…), path-style
 * requests. Checksums are sent only where the protocol requires them: several S3-compatible
 * services refuse the SDK's newer default checksum headers.
 */
export function createS3Storage(options: S3StorageOptions): PhotoStorage & { close(): void } {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: true,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  return {
    async put(key, body, contentType) {
      assertKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          CacheControl: IMMUTABLE,
        }),
      );
    },
    async delete(key) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
    async get(key) {
      assertKey(key);
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: options.bucket, Key: key }),
        );
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        const name = (error as { name?: unknown }).name;
        if (name === 'NoSuchKey' || name === 'NotFound') return null;
        throw error;
      }
    },
    url: (key) => mediaUrl(options.baseUrl, key),
    close: () => client.destroy(),
  };
}

/** The storage PHOTO_STORAGE names. */
export function createPhotoStorage(
  config: Pick<
    ApiConfig,
    | 'PHOTO_STORAGE'
    | 'MEDIA_DIR'
    | 'MEDIA_BASE_URL'
    | 'S3_ENDPOINT'
    | 'S3_BUCKET'
    | 'S3_REGION'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
  >,
): PhotoStorage & { close(): void } {
  if (config.PHOTO_STORAGE === 's3') {
    if (!config.S3_BUCKET) throw new Error('PHOTO_STORAGE=s3 needs S3_BUCKET');
    return createS3Storage({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      baseUrl: config.MEDIA_BASE_URL,
    });
  }
  return {
    ...createLocalStorage({ dir: config.MEDIA_DIR, baseUrl: config.MEDIA_BASE_URL }),
    close: () => {},
  };
}
