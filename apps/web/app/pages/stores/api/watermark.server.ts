import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { readFormWithFiles } from '~/shared/api/form-with-files.server.ts';
import { getT } from '~/shared/i18n/i18n.server.ts';
import { loadStore, storeIdOf } from './overview.server.ts';
import { pictureAction } from './pictures.server.ts';

/** GET /me/store-{id}/settings/watermark: the store's watermark and opacity (ADR 0046). */
export async function watermarkLoader(args: LoaderFunctionArgs) {
  const [t, store] = await Promise.all([getT(args.request), loadStore(args)]);
  return {
    store,
    canEdit: store.role === 'owner' || store.role === 'manager',
    meta: {
      title: `${t('storePictures.watermarkTitle')} · ${store.name} | ${t('app.name')}`,
      description: t('storePictures.watermarkDescription'),
    },
  };
}

/** POST: a new watermark (with its opacity), the opacity alone, or the watermark removed. */
export async function watermarkAction({ request, context, params }: ActionFunctionArgs) {
  const id = storeIdOf(params.store);
  if (!id) throw new Response(null, { status: 404, statusText: 'Not Found' });
  const { formData, files } = await readFormWithFiles(request, 'file', 1);
  const intent = formData.get('intent');
  if (intent !== 'watermark' && intent !== 'opacity' && intent !== 'remove-watermark')
    throw new Response(null, { status: 400, statusText: 'Bad Request' });
  return pictureAction(
    { request, context },
    id,
    intent,
    formData,
    files[0],
    `/me/store-${id}/settings/watermark`,
  );
}
