import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { isAppError } from '@repo/api-client';
import { AD_MAX_PHOTOS, STORE_ALBUM_LIMITS, storeAlbumInputSchema } from '@repo/domain';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { readFormWithFiles, uploadChosenFiles } from '~/features/photo-upload/index.server.ts';
import { getT } from '~/shared/i18n/i18n.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { redirectWithFlash } from '~/shared/lib/flash.server.ts';
import { formConstraint } from '~/shared/ui/form/constraint.server.ts';
import {
  albumFailure,
  changeAndReturn,
  managesAlbums,
  readOrThrow,
  storeCall,
} from './albums.server.ts';
import { movedIds, stepOf } from '../model/album-order.ts';
import { loadStore } from './overview.server.ts';

/**
 * `/me/store-{id}/photos-{albumid}` (ADR 0048): one album and its photos; the owner and
 * managers rename it, upload photos into it, move and remove photos, and delete it after a
 * question. Plain forms; the upload is multipart (with JavaScript, each file goes up on its
 * own through POST /api/_photos?store=&album=, with its progress).
 */

const constraint = formConstraint(storeAlbumInputSchema);
/** Files one post takes without JavaScript: as many as the post form (the web server's limit). */
const FILES_PER_POST = AD_MAX_PHOTOS;

const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' });

/** The album id of a `photos-{id}` path segment, or undefined. */
export const albumIdOf = (segment: string | undefined) =>
  /^photos-([1-9][0-9]{0,15})$/.exec(segment ?? '')?.[1];

/** What a refused form of the album page answers: the rename form's result, or upload errors. */
export interface AlbumActionData {
  result?: SubmissionResult<string[]>;
  uploadErrors?: string[];
}

/** GET: the album with all its photos, and what the member's role lets them do. */
export async function albumLoader(args: LoaderFunctionArgs) {
  const albumId = albumIdOf(args.params.album);
  if (!albumId) throw notFound();
  const [t, store, { api }] = await Promise.all([
    getT(args.request),
    loadStore(args),
    storeCall(args),
  ]);
  const album = await readOrThrow(api.storeAlbums.get(store.id, albumId));
  return {
    store,
    album,
    canManage: managesAlbums(store),
    max: STORE_ALBUM_LIMITS.photosMax,
    constraint,
    meta: {
      title: `${album.name} · ${store.name} | ${t('app.name')}`,
      description: t('albums.description'),
    },
  };
}

/**
 * POST: `intent` rename (name), upload (files, multipart), move-photo (photo_id, direction up
 * or down), remove-photo (photo_id) or delete. Each ends in a redirect with a toast, or the
 * page again with why (a refused name as typed; the files that could not go up).
 */
export async function albumAction(args: ActionFunctionArgs) {
  const { id, api, headers } = await storeCall(args);
  const albumId = albumIdOf(args.params.album);
  if (!albumId) throw notFound();
  const { formData, files, extraFiles } = await readFormWithFiles(
    args.request,
    'files',
    FILES_PER_POST,
  );
  const here = localizeLike(args.request, `/me/store-${id}/photos-${albumId}`);
  const intent = formData.get('intent');
  const photoId = String(formData.get('photo_id') ?? '');

  if (intent === 'rename') {
    const submission = parseWithZod(formData, { schema: storeAlbumInputSchema });
    if (submission.status !== 'success')
      return data({ result: submission.reply() } satisfies AlbumActionData, {
        status: 400,
        headers,
      });
    try {
      await api.storeAlbums.rename(id, albumId, submission.value);
    } catch (error) {
      const status = isAppError(error) ? error.statusCode : 0;
      return data(
        {
          result: submission.reply({ formErrors: [albumFailure(error)] }),
        } satisfies AlbumActionData,
        { status: status >= 400 && status < 500 ? status : 503, headers },
      );
    }
    return redirectWithFlash(here, { type: 'success', key: 'albums.rename.done' }, { headers });
  }

  if (intent === 'upload') {
    const uploadErrors: string[] = [];
    try {
      const album = await api.storeAlbums.get(id, albumId);
      const uploaded = await uploadChosenFiles(
        api,
        files,
        extraFiles,
        [],
        STORE_ALBUM_LIMITS.photosMax - album.photo_count,
      );
      uploadErrors.push(...uploaded.errors);
      if (uploaded.photos.length > 0)
        await api.storeAlbums.addPhotos(
          id,
          albumId,
          uploaded.photos.map((photo) => photo.id),
        );
      else if (uploadErrors.length === 0) uploadErrors.push('albums.photosRequired');
    } catch (error) {
      uploadErrors.push(albumFailure(error));
    }
    if (uploadErrors.length > 0)
      return data({ uploadErrors } satisfies AlbumActionData, { status: 400, headers });
    return redirectWithFlash(here, { type: 'success', key: 'albums.upload.done' }, { headers });
  }

  if (intent === 'move-photo')
    return changeAndReturn(here, headers, async () => {
      const album = await api.storeAlbums.get(id, albumId);
      const order = movedIds(album.photos, photoId, stepOf(formData.get('direction')));
      if (order) await api.storeAlbums.reorderPhotos(id, albumId, order);
    });

  if (intent === 'remove-photo')
    return changeAndReturn(
      here,
      headers,
      async () => {
        await api.storeAlbums.removePhoto(id, albumId, photoId);
      },
      'albums.photoRemoved',
    );

  if (intent === 'delete') {
    try {
      await api.storeAlbums.remove(id, albumId);
    } catch (error) {
      return redirectWithFlash(here, { type: 'error', key: albumFailure(error) }, { headers });
    }
    return redirectWithFlash(
      localizeLike(args.request, `/me/store-${id}/photos`),
      { type: 'success', key: 'albums.deleted' },
      { headers },
    );
  }
  return redirect(here, { headers });
}
