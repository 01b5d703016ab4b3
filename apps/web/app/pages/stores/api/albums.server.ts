import { parseWithZod } from '@conform-to/zod/v4';
import { getErrorCode, isAppError } from '@repo/api-client';
import { storeAlbumInputSchema, type MyStore } from '@repo/domain';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { getSession, sessionHeaders } from '~/entities/session/index.server.ts';
import { signedInApi } from '~/shared/api/api-client.server.ts';
import { getT } from '~/shared/i18n/i18n.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { redirectWithFlash } from '~/shared/lib/flash.server.ts';
import { formConstraint } from '~/shared/ui/form/constraint.server.ts';
import { movedIds, stepOf } from '../model/album-order.ts';
import { loadStore, storeIdOf } from './overview.server.ts';

/**
 * `/me/store-{id}/photos` (ADR 0048): the store's albums for its members; the owner and
 * managers create them (then land on the new album) and move them up and down. Plain forms.
 */

const constraint = formConstraint(storeAlbumInputSchema);
const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' });
const unavailable = () => new Response(null, { status: 503, statusText: 'Service Unavailable' });

/** Whether the member's role lets them change the store's albums (the API decides again). */
export const managesAlbums = (store: MyStore) => store.role === 'owner' || store.role === 'manager';

/** What a call's failure is called on the page (a catalog key). */
export function albumFailure(error: unknown): string {
  const code = getErrorCode(error);
  const status = isAppError(error) ? error.statusCode : 0;
  if (code === 'STORE_FORBIDDEN') return 'store.forbidden';
  if (code === 'STORE_ALBUM_LIMIT') return 'albums.limit';
  if (code === 'MAX_FILES_EXCEEDED') return 'ad.errors.maxFiles';
  if (status === 404) return 'albums.gone';
  if (status === 0) return 'errors.noResponse';
  return 'errors.default';
}

/** An API read for a page: a 4xx is the page's 404, anything else 503. */
export async function readOrThrow<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isAppError(error) && error.statusCode >= 400 && error.statusCode < 500) throw notFound();
    throw unavailable();
  }
}

/** The signed-in member's client, the session's cookie headers and the store id of the path. */
export async function storeCall(args: ActionFunctionArgs | LoaderFunctionArgs) {
  const id = storeIdOf(args.params.store);
  if (!id) throw notFound();
  const session = await getSession(args.request, args.context);
  return { id, api: signedInApi(args.context, session), headers: sessionHeaders(session) };
}

/** GET /me/store-{id}/photos: the albums in order, each with its first photos. */
export async function albumsLoader(args: LoaderFunctionArgs) {
  const [t, store, { api }] = await Promise.all([
    getT(args.request),
    loadStore(args),
    storeCall(args),
  ]);
  const albums = await readOrThrow(api.storeAlbums.list(store.id));
  return {
    store,
    albums,
    canManage: managesAlbums(store),
    constraint,
    meta: {
      title: `${t('albums.title')} · ${store.name} | ${t('app.name')}`,
      description: t('albums.description'),
    },
  };
}

/**
 * POST /me/store-{id}/photos: `intent` create (name: the new album's page, or the form again
 * with why) or move (album_id, direction up or down: the list again, with a toast).
 */
export async function albumsAction(args: ActionFunctionArgs) {
  const { id, api, headers } = await storeCall(args);
  const formData = await args.request.formData();
  const back = localizeLike(args.request, `/me/store-${id}/photos`);
  const intent = formData.get('intent');

  if (intent === 'create') {
    const submission = parseWithZod(formData, { schema: storeAlbumInputSchema });
    if (submission.status !== 'success')
      return data({ result: submission.reply() }, { status: 400, headers });
    try {
      const album = await api.storeAlbums.create(id, submission.value);
      return redirectWithFlash(
        localizeLike(args.request, `/me/store-${id}/photos-${album.id}`),
        { type: 'success', key: 'albums.create.done' },
        { headers },
      );
    } catch (error) {
      const status = isAppError(error) ? error.statusCode : 0;
      return data(
        { result: submission.reply({ formErrors: [albumFailure(error)] }) },
        { status: status >= 400 && status < 500 ? status : 503, headers },
      );
    }
  }

  if (intent === 'move') {
    return changeAndReturn(back, headers, async () => {
      const albums = await api.storeAlbums.list(id);
      const order = movedIds(
        albums,
        String(formData.get('album_id')),
        stepOf(formData.get('direction')),
      );
      if (order) await api.storeAlbums.reorder(id, order);
    });
  }
  return redirect(back, { headers });
}

/** Makes one change, then goes back to `to` with the toast `doneKey`, or why it failed. */
export async function changeAndReturn(
  to: string,
  headers: HeadersInit,
  change: () => Promise<void>,
  doneKey = 'albums.moved',
) {
  try {
    await change();
  } catch (error) {
    return redirectWithFlash(to, { type: 'error', key: albumFailure(error) }, { headers });
  }
  return redirectWithFlash(to, { type: 'success', key: doneKey }, { headers });
}
