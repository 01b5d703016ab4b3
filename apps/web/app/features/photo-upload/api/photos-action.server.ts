import type { ActionFunctionArgs } from '@remix-run/node';
import { getErrorCode, isAppError } from '@repo/api-client';
import { getSession } from '~/entities/session/index.server.ts';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { getT } from '~/shared/i18n/i18n.server.ts';
import { PHOTO_ERRORS, PHOTO_MAX_MEGABYTES, uploadErrorKey } from '../model/photo-files.ts';
import { readFormWithFiles, uploadPhoto } from './uploads.server.ts';

const noStore = { 'Cache-Control': 'no-store' };
const ID = /^[1-9][0-9]{0,15}$/;

/**
 * POST /api/_photos: uploads with JavaScript, one file per request (multipart field `file`),
 * so the browser can show each file's progress. The file goes to POST {api}/me/photos with the
 * session's token; with `?store={id}&album={id}` the photo is then put in that store album
 * (ADR 0048). The answer is `{ data: Photo }` (201), or `{ error: { code, message } }` with the
 * message in the page's language (`?lng=`).
 */
export async function photosAction({ request, context }: ActionFunctionArgs) {
  const t = await getT(request);
  const headers = new Headers(noStore);
  const fail = (status: number, key: string, code: string) =>
    Response.json(
      { error: { code, message: t(key, { size: PHOTO_MAX_MEGABYTES }) } },
      { status, headers },
    );
  if (request.method !== 'POST') return fail(405, PHOTO_ERRORS.uploadFailed, 'METHOD_NOT_ALLOWED');
  const query = new URL(request.url).searchParams;
  const store = query.get('store');
  const album = query.get('album');
  const target = store !== null || album !== null ? { store, album } : undefined;
  if (target && !(ID.test(target.store ?? '') && ID.test(target.album ?? '')))
    return fail(404, PHOTO_ERRORS.uploadFailed, 'NOT_FOUND');
  const session = await getSession(request, context);
  for (const cookie of session.setCookie) headers.append('Set-Cookie', cookie);
  if (!session.loggedIn || !session.accessToken)
    return fail(401, PHOTO_ERRORS.signedOut, 'UNAUTHORIZED');

  let file;
  try {
    file = (await readFormWithFiles(request, 'file', 1)).files[0];
  } catch (error) {
    if (error instanceof Response && error.status === 413)
      return fail(413, PHOTO_ERRORS.tooLarge, 'PAYLOAD_TOO_LARGE');
    return fail(400, PHOTO_ERRORS.uploadFailed, 'BAD_REQUEST');
  }
  if (!file) return fail(400, PHOTO_ERRORS.uploadFailed, 'BAD_REQUEST');
  if (!file.bytes) return fail(413, PHOTO_ERRORS.tooLarge, 'PAYLOAD_TOO_LARGE');
  const api = apiClientFor(context).withTokens({ accessToken: session.accessToken });
  try {
    const photo = await uploadPhoto(api, file);
    if (target) await api.storeAlbums.addPhotos(target.store!, target.album!, [photo.id]);
    return Response.json({ data: photo }, { status: 201, headers });
  } catch (error) {
    const status = isAppError(error) ? error.statusCode : 0;
    const code = getErrorCode(error) ?? 'UPLOAD_FAILED';
    return fail(status >= 400 ? status : 503, uploadErrorKey(status, code), code);
  }
}
