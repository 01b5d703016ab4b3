import { changeUsernameSchema } from '@repo/domain';
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { getT } from '~/shared/i18n/i18n.server.ts';
import { formConstraint } from '~/shared/ui/form/constraint.server.ts';
import { storeIdOf } from '../model/store-id.ts';
import { loadStore } from './overview.server.ts';
import { storeFormAction } from './store-form.server.ts';

const constraint = formConstraint(changeUsernameSchema);

/** GET /me/store-{id}/settings/change-store-username: the store's address, for its owner. */
export async function changeStoreUsernameLoader(args: LoaderFunctionArgs) {
  const [t, store] = await Promise.all([getT(args.request), loadStore(args)]);
  return {
    store,
    canChange: store.role === 'owner',
    constraint,
    meta: {
      title: `${t('store.username.title')} · ${store.name} | ${t('app.name')}`,
      description: t('store.username.description'),
    },
  };
}

/**
 * POST /me/store-{id}/settings/change-store-username: the new username (the API checks the
 * owner and the shared namespace); back to the store with a toast, or the form again with
 * what was typed and why.
 */
export async function changeStoreUsernameAction({ request, context, params }: ActionFunctionArgs) {
  const id = storeIdOf(params.store);
  if (!id) throw new Response(null, { status: 404, statusText: 'Not Found' });
  return storeFormAction({ request, context }, await request.formData(), {
    schema: changeUsernameSchema,
    send: (api, value) => api.stores.changeUsername(id, value.username),
    redirectTo: () => `/me/store-${id}`,
    successKey: 'store.username.done',
    fieldCodes: { USERNAME_TAKEN: { field: 'username', key: 'store.usernameTaken' } },
  });
}
