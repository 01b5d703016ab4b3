import { CHAT_PHOTO_RENDITIONS, chatPhotoInputSchema, chatSentSchema } from '@repo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, type RequireUser } from '../../plugins/access-token.ts';
import { HttpError } from '../../plugins/errors.ts';
import { photoMultipart, readUploadForm } from '../photos/index.ts';
import type { ChatService } from './chat.service.ts';

const signedIn = [{ deviceId: [], accessToken: [] }];
const idParams = z.object({ id: z.string().max(40) });

const photoParams = z.object({
  id: z.string().max(40),
  messageId: z.string().max(40),
  rendition: z.enum(CHAT_PHOTO_RENDITIONS),
});

/**
 * {api}/chats/{id}/photos (ADR 0042): a message with a photo, and its renditions, which only the
 * conversation's two members can read (404 for anyone else: nothing said about what exists).
 */
export const chatPhotoRoutes: FastifyPluginAsyncZod<{
  chat: ChatService;
  requireUser: RequireUser;
  maxBytes: number;
}> = async (app, { chat, requireUser, maxBytes }) => {
  await app.register(photoMultipart, { maxBytes });
  const me = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;

  app.post(
    '/chats/:id/photos',
    {
      onRequest: requireUser,
      schema: {
        tags: ['chat'],
        summary:
          'A message with a photo: multipart with the fields client_id and text (an optional caption) before the file part "file" (JPEG, PNG or WebP, at most PHOTO_MAX_BYTES), checked and rendered like an ad photo and kept private to the conversation. A resend with the same client_id answers the stored message. Bad file: 422 INVALID_IMAGE; too large: 413; blocked: 403 CHAT_BLOCKED; too many: 429',
        security: signedIn,
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ data: chatSentSchema }) },
      },
    },
    async (request) => {
      if (!request.isMultipart())
        throw new HttpError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'Send the photo as multipart/form-data in the field "file".',
        );
      // The fields come before the file: they are checked before the image is decoded.
      let upload: { file: Buffer; fields: Record<string, string> } | undefined;
      const read = async () => (upload ??= await readUploadForm(request, maxBytes));
      const { fields } = await read();
      if (Object.values(fields).some((value) => value.includes('\u0000')))
        throw new HttpError(
          400,
          'BAD_REQUEST',
          'The request contains characters that cannot be stored.',
        );
      const input = chatPhotoInputSchema.safeParse({
        client_id: fields.client_id,
        text: fields.text,
      });
      if (!input.success)
        throw new HttpError(400, 'VALIDATION_FAILED', 'The message is not valid.', {
          issues: input.error.issues.map((issue) => ({
            path: ['body', ...issue.path].join('.'),
            message: issue.message,
          })),
        });
      return {
        data: await chat.sendPhoto(
          me(request),
          request.params.id,
          input.data,
          async () => (await read()).file,
        ),
      };
    },
  );

  app.get(
    '/chats/:id/photos/:messageId/:rendition',
    {
      onRequest: requireUser,
      schema: {
        tags: ['chat'],
        summary:
          "A rendition (thumb, medium, large) of a message's photo, WebP, for the conversation's members only; cached privately by the browser",
        security: signedIn,
        params: photoParams,
        binaryResponse: 'image/webp',
      },
    },
    async (request, reply) => {
      const { id, messageId, rendition } = request.params;
      const bytes = await chat.photo(me(request), id, messageId, rendition);
      if (!bytes) throw new HttpError(404, 'NOT_FOUND', 'No such photo.');
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(bytes);
    },
  );
};
