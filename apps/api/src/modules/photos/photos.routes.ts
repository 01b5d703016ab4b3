import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
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
  return (await readUploadForm(request, maxBytes)).file;
}

/**
 * An upload with its text fields (those sent before the file part, as a form lists them):
 * the refusals of `readUpload`. Only inside a plugin that registered `photoMultipart`.
 */
export async function readUploadForm(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ file: Buffer; fields: Record<string, string> }> {
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
    const file = await part.toBuffer();
    // Field names are the client's: kept in a null-prototype record.
    const fields: Record<string, string> = Object.create(null);
    for (const [name, field] of Object.entries(part.fields))
      if (
        field &&
        !Array.isArray(field) &&
        field.type === 'field' &&
        typeof field.value === 'string'
      )
        fields[name] = field.value;
    return { file, fields };
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

/**
 * Multipart for one photo and a few small fields (a caption of up to 2,000 characters fits):
 * registered inside the plugins of upload routes only. A file past maxBytes stops the reading.
 */
export const photoMultipart = fp(
  async (app, { maxBytes }: { maxBytes: number }) => {
    await app.register(multipart, {
      limits: {
        fileSize: maxBytes,
        files: 1,
        fields: 5,
        fieldSize: 8 * 1024,
        parts: 6,
        headerPairs: 50,
      },
    });
  },
  { encapsulate: false },
);

/** {api}/me/photos (ADR 0010): multipart is parsed only inside this plugin. */
export const photosRoutes: FastifyPluginAsyncZod<{
  photos: PhotoService;
  requireUser: RequireUser;
  maxBytes: number;
}> = async (app, { photos, requireUser, maxBytes }) => {
  await app.register(photoMultipart, { maxBytes });

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
