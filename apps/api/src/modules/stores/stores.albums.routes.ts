import {
  STORE_ALBUM_LIMITS,
  storeAlbumInputSchema,
  storeAlbumOrderInputSchema,
  storeAlbumPhotoOrderInputSchema,
  storeAlbumPhotosInputSchema,
  storeAlbumResponseSchema,
  storeAlbumsResponseSchema,
  storeOkResponseSchema,
} from '@repo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, type RequireUser } from '../../plugins/access-token.ts';
import { rejectNulBytes } from '../../plugins/nul-bytes.ts';
import type { StoreAlbumService } from './stores.albums.service.ts';

const signedIn = [{ deviceId: [], accessToken: [] }];
const storeParams = z.object({ id: z.string().max(40) });
const albumParams = storeParams.extend({ albumId: z.string().max(40) });
const photoParams = albumParams.extend({ photoId: z.string().max(64) });
const who =
  'Every active member of the store sees its albums; the owner and managers change them (staff → 403 STORE_FORBIDDEN); anyone else, or an album of another store → 404';

/** {api}/me/stores/{id}/albums (issue 17, ADR 0048): a store's photo albums. */
export const storeAlbumsRoutes: FastifyPluginAsyncZod<{
  albums: StoreAlbumService;
  requireUser: RequireUser;
}> = async (app, { albums, requireUser }) => {
  rejectNulBytes(app);
  const me = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;
  const base = '/me/stores/:id/albums';
  const schema = <T extends object>(summary: string, rest: T) => ({
    tags: ['stores'],
    summary: `${summary}. ${who}`,
    security: signedIn,
    ...rest,
  });

  app.get(
    base,
    {
      onRequest: requireUser,
      schema: schema(
        `The store's albums in order, each with its photo count and first ${STORE_ALBUM_LIMITS.previewPhotos} photos`,
        { params: storeParams, response: { 200: storeAlbumsResponseSchema } },
      ),
    },
    async (request) => ({ data: await albums.list(me(request), request.params.id) }),
  );

  app.post(
    base,
    {
      onRequest: requireUser,
      schema: schema(
        `A new, empty album at the end of the list (name 1–${STORE_ALBUM_LIMITS.nameMax} characters); more than ${STORE_ALBUM_LIMITS.albumsMax} → 409 STORE_ALBUM_LIMIT`,
        {
          params: storeParams,
          body: storeAlbumInputSchema,
          response: { 201: storeAlbumResponseSchema },
        },
      ),
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await albums.create(me(request), request.params.id, request.body) }),
  );

  app.put(
    `${base}/order`,
    {
      onRequest: requireUser,
      schema: schema(
        'The albums in a new order: their ids, first first (albums left out follow in their order; an id of no album of the store → 404)',
        {
          params: storeParams,
          body: storeAlbumOrderInputSchema,
          response: { 200: storeAlbumsResponseSchema },
        },
      ),
    },
    async (request) => ({
      data: await albums.reorder(me(request), request.params.id, request.body),
    }),
  );

  app.get(
    `${base}/:albumId`,
    {
      onRequest: requireUser,
      schema: schema('An album with all its photos in order', {
        params: albumParams,
        response: { 200: storeAlbumResponseSchema },
      }),
    },
    async (request) => ({
      data: await albums.get(me(request), request.params.id, request.params.albumId),
    }),
  );

  app.put(
    `${base}/:albumId`,
    {
      onRequest: requireUser,
      schema: schema('Renames an album', {
        params: albumParams,
        body: storeAlbumInputSchema,
        response: { 200: storeAlbumResponseSchema },
      }),
    },
    async (request) => ({
      data: await albums.rename(
        me(request),
        request.params.id,
        request.params.albumId,
        request.body,
      ),
    }),
  );

  app.delete(
    `${base}/:albumId`,
    {
      onRequest: requireUser,
      schema: schema(
        'Deletes an album; its photos leave it (an upload no ad or album uses is deleted a day after it was made)',
        { params: albumParams, response: { 200: storeOkResponseSchema } },
      ),
    },
    async (request) => {
      await albums.remove(me(request), request.params.id, request.params.albumId);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    `${base}/:albumId/photos`,
    {
      onRequest: requireUser,
      schema: schema(
        `Puts photos the member uploaded (POST {api}/me/photos) at the album's end, by id; a photo already in it stays where it is. An id that is not one of the member's uploads → 404; more than ${STORE_ALBUM_LIMITS.photosMax} in the album → 422 MAX_FILES_EXCEEDED`,
        {
          params: albumParams,
          body: storeAlbumPhotosInputSchema,
          response: { 200: storeAlbumResponseSchema },
        },
      ),
    },
    async (request) => ({
      data: await albums.addPhotos(
        me(request),
        request.params.id,
        request.params.albumId,
        request.body,
      ),
    }),
  );

  app.put(
    `${base}/:albumId/photos/order`,
    {
      onRequest: requireUser,
      schema: schema(
        "The album's photos in a new order: their ids, first first (photos left out follow in their order; a photo not in the album → 404)",
        {
          params: albumParams,
          body: storeAlbumPhotoOrderInputSchema,
          response: { 200: storeAlbumResponseSchema },
        },
      ),
    },
    async (request) => ({
      data: await albums.reorderPhotos(
        me(request),
        request.params.id,
        request.params.albumId,
        request.body,
      ),
    }),
  );

  app.delete(
    `${base}/:albumId/photos/:photoId`,
    {
      onRequest: requireUser,
      schema: schema('Takes a photo out of the album (the upload itself stays)', {
        params: photoParams,
        response: { 200: storeAlbumResponseSchema },
      }),
    },
    async (request) => ({
      data: await albums.removePhoto(
        me(request),
        request.params.id,
        request.params.albumId,
        request.params.photoId,
      ),
    }),
  );
};
