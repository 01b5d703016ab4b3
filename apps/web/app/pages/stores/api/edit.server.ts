import { storeProfileInputSchema } from '@repo/domain';
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { getT } from '~/shared/i18n/i18n.server.ts';
import { formConstraint } from '~/shared/ui/form/constraint.server.ts';
import { readFormWithFiles } from '~/shared/api/form-with-files.server.ts';
import { loadStore, storeIdOf } from './overview.server.ts';
import { isPictureIntent, pictureAction } from './pictures.server.ts';
import { storeFormAction } from './store-form.server.ts';

const constraint = formConstraint(storeProfileInputSchema);

/** GET /me/store-{id}/settings/edit-store: the store's profile, and whether the role may edit it. */
export async function editStoreLoader(args: LoaderFunctionArgs) {
  const [t, store] = await Promise.all([getT(args.request), loadStore(args)]);
  return {
    store,
    canEdit: store.role === 'owner' || store.role === 'manager',
    constraint,
    meta: {
      title: `${t('store.edit.title')} · ${store.name} | ${t('app.name')}`,
      description: t('store.edit.description'),
    },
  };
}

/**
 * POST /me/store-{id}/settings/edit-store: the logo or cover form (`intent`), or the profile saved as the member (the API checks
 * the role); back to the store with a toast, or the form again with what was typed and why.
 */
export async function editStoreAction({ request, context, params }: ActionFunctionArgs) {
  const id = storeIdOf(params.store);
  if (!id) throw new Response(null, { status: 404, statusText: 'Not Found' });
  // The logo's and the cover's forms post here too, with their file (ADR 0046).
  const { formData, files } = await readFormWithFiles(request, 'file', 1);
  const intent = formData.get('intent');
  if (isPictureIntent(intent))
    return pictureAction(
      { request, context },
      id,
      intent,
      formData,
      files[0],
      `/me/store-${id}/settings/edit-store`,
    );
  return storeFormAction({ request, context }, formData, {
    schema: storeProfileInputSchema,
    send: (api, value) => api.stores.update(id, value),
    redirectTo: () => `/me/store-${id}`,
    successKey: 'store.edit.done',
  });
}
