import multipart from '@fastify/multipart';
import { photoResponseSchema } from '@repo/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type RequireUser } from '../../plugins/access-token.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { PhotoService } from './photos.service.ts';

const signedIn = [{ deviceId: [], accessToken: [] }];
const MB = 1024 * 1024;

const missingFile = () =>
  new HttpError(400, 'VALIDATION_FAILED', 'Send the photo in the multipart field "file".', {
    issues: [{ path: 'body.file', message: 'validation.required' }],
  });

/**
 * The one file of an upload as bytes: 415 when the request is not multipart, 400 without a
 * `file` part, 413 PAYLOAD_TOO_LARGE past `maxBytes` (the reading stops there).
 */
async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the photo as multipart/form-data in the field "file".',
    );
  }
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw missingFile();
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const limit = maxBytes >= MB ? `${Math.floor(maxBytes / MB)} MB` : `${maxBytes} bytes`;
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE', `A photo may be at most ${limit}.`, {
        limit: maxBytes,
      });
    }
    // A multipart body cut short or without its boundary is the client's fault, never a 500.
    throw new HttpError(400, 'BAD_REQUEST', 'The multipart body is malformed.');
  }
}

/** {api}/me/photos (ADR 0010): multipart is parsed only inside this plugin. */
export const photosRoutes: FastifyPluginAsyncZod<{
  photos: PhotoService;
  requireUser: RequireUser;
  maxBytes: number;
}> = async (app, { photos, requireUser, maxBytes }) => {
  await app.register(multipart, {
    // One file; a few small fields at most. A file past maxBytes stops the reading (413).
    limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
  });

  app.post(
    '/me/photos',
    {
      onRequest: requireUser,
      schema: {
        tags: ['photos'],
        summary:
          'Upload one photo (multipart field "file": JPEG, PNG or WebP, at most PHOTO_MAX_BYTES and 50 megapixels). Stored as three WebP renditions without metadata',
        security: signedIn,
        consumes: ['multipart/form-data'],
        response: { 201: photoResponseSchema },
      },
    },
    async (request, reply) => {
      const photo = await photos.upload(authOf(request).user.id, () =>
        readUpload(request, maxBytes),
      );
      return reply.code(201).send({ data: photo });
    },
  );
};
