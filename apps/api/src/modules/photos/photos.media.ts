import { open } from 'node:fs/promises';
import { extname } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../plugins/errors.ts';
import { IMMUTABLE, localPathOf, PRIVATE_PREFIX } from './photos.storage.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

/**
 * GET /media/* (PHOTO_STORAGE=local): the files of MEDIA_DIR, cached for a year (a key's
 * content never changes). Only storage keys are served: a path with `..`, a leading slash,
 * a backslash or an unknown extension answers 404, so nothing outside MEDIA_DIR is reachable.
 */
export const mediaRoutes: FastifyPluginAsync<{ dir: string }> = async (app, { dir }) => {
  app.get(
    '/media/*',
    {
      schema: {
        tags: ['photos'],
        summary: 'A stored photo rendition (local storage only); immutable, cached for a year',
      },
    },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      // Private files (chat photos) are read only through their own checked routes.
      const path = key.startsWith(PRIVATE_PREFIX) ? null : localPathOf(dir, key);
      const type = CONTENT_TYPES[extname(key).toLowerCase()];
      const notFound = new HttpError(404, 'NOT_FOUND', 'No such file.');
      if (!path || !type) throw notFound;
      // Opened first: a file removed meanwhile is a 404, never a broken stream.
      const handle = await open(path, 'r').catch(() => null);
      if (!handle) throw notFound;
      const file = await handle.stat().catch(() => null);
      if (!file?.isFile()) {
        await handle.close();
        throw notFound;
      }
      return reply
        .header('content-type', type)
        .header('content-length', String(file.size))
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .header('last-modified', file.mtime.toUTCString())
        .send(handle.createReadStream());
    },
  );
};
