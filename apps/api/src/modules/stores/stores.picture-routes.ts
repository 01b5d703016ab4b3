import { storeResponseSchema, storeWatermarkOpacitySchema } from '@repo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, type RequireUser } from '../../plugins/access-token.ts';
import { HttpError } from '../../plugins/errors.ts';
import { photoMultipart, readUploadForm, type StoreImageKind } from '../photos/index.ts';
import type { StorePictures } from './stores.pictures.ts';

const signedIn = [{ deviceId: [], accessToken: [] }];
const idParams = z.object({ id: z.string().max(40) });

const SUMMARY: Record<StoreImageKind, string> = {
  logo: 'The store\'s logo: multipart, the file part "file" (JPEG, PNG or WebP, at most PHOTO_MAX_BYTES and 50 megapixels), cropped to a 400 px square WebP without metadata; replaces the one before',
  cover:
    'The store\'s cover: multipart, the file part "file" (JPEG, PNG or WebP), cropped to 1600×600 WebP without metadata; replaces the one before',
  watermark:
    'The store\'s watermark, laid on the photos of its ads by a background job (ADR 0046): multipart, an optional field "opacity" (0–100) before the file part "file" (PNG with transparency, JPEG or WebP)',
};

/**
 * {api}/me/stores/{id}/logo, /cover and /watermark (ADR 0046): the owner and managers upload
 * (PUT, multipart, the photo checks: 422 INVALID_IMAGE, 413, 415) or remove (DELETE) them;
 * staff → 403 STORE_FORBIDDEN, anyone else → 404. Multipart is parsed only in this plugin.
 */
export const storePictureRoutes: FastifyPluginAsyncZod<{
  pictures: StorePictures;
  requireUser: RequireUser;
  maxBytes: number;
}> = async (app, { pictures, requireUser, maxBytes }) => {
  await app.register(photoMultipart, { maxBytes });
  const me = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;

  for (const kind of ['logo', 'cover', 'watermark'] as const) {
    app.put(
      `/me/stores/:id/${kind}`,
      {
        onRequest: requireUser,
        schema: {
          tags: ['stores'],
          summary: SUMMARY[kind],
          security: signedIn,
          params: idParams,
          consumes: ['multipart/form-data'],
          response: { 200: storeResponseSchema },
        },
      },
      async (request) => ({
        data: await pictures.set(me(request), request.params.id, kind, async () => {
          const { file, fields } = await readUploadForm(request, maxBytes);
          if (kind !== 'watermark' || !fields.opacity) return { file };
          const opacity = storeWatermarkOpacitySchema.safeParse({ opacity: fields.opacity });
          if (!opacity.success)
            throw new HttpError(400, 'VALIDATION_FAILED', 'The opacity is 0 to 100.', {
              issues: [{ path: 'body.opacity', message: 'storePictures.opacityInvalid' }],
            });
          return { file, opacity: opacity.data.opacity };
        }),
      }),
    );

    app.delete(
      `/me/stores/:id/${kind}`,
      {
        onRequest: requireUser,
        schema: {
          tags: ['stores'],
          summary: `Removes the store's ${kind} (owner and managers; nothing to remove: unchanged)`,
          security: signedIn,
          params: idParams,
          response: { 200: storeResponseSchema },
        },
      },
      async (request) => ({ data: await pictures.remove(me(request), request.params.id, kind) }),
    );
  }

  app.put(
    '/me/stores/:id/watermark/opacity',
    {
      onRequest: requireUser,
      schema: {
        tags: ['stores'],
        summary:
          "The watermark's opacity in percent (0–100), by the owner and managers; the photos of the store's ads are rendered again",
        security: signedIn,
        params: idParams,
        body: storeWatermarkOpacitySchema,
        response: { 200: storeResponseSchema },
      },
    },
    async (request) => ({
      data: await pictures.setOpacity(me(request), request.params.id, request.body.opacity),
    }),
  );
};
