import { storeCreateInputSchema } from '@repo/domain';
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { getSession } from '~/entities/session/index.server.ts';
import { getT } from '~/shared/i18n/i18n.server.ts';
import { requireUser } from '~/shared/lib/guards.server.ts';
import { formConstraint } from '~/shared/ui/form/constraint.server.ts';
import { storeFormAction } from './store-form.server.ts';

const constraint = formConstraint(storeCreateInputSchema);

/** GET /me/create-store (ADR 0043): the form's constraints and the page's title. */
export async function createStoreLoader({ request, context }: LoaderFunctionArgs) {
  const [t, session] = await Promise.all([getT(request), getSession(request, context)]);
  requireUser(request, session);
  return {
    constraint,
    meta: {
      title: `${t('store.create.title')} | ${t('app.name')}`,
      description: t('store.create.description'),
    },
  };
}

/**
 * POST /me/create-store: the store is created as the member (its owner) and its area opens
 * with a toast; a refused form comes back with what was typed and each field's reason.
 */
export async function createStoreAction({ request, context }: ActionFunctionArgs) {
  const session = await getSession(request, context);
  requireUser(request, session);
  return storeFormAction({ request, context }, await request.formData(), {
    schema: storeCreateInputSchema,
    send: (api, value) => api.stores.create(value),
    redirectTo: (store) => `/me/store-${store.id}`,
    successKey: 'store.create.done',
    fieldCodes: { USERNAME_TAKEN: { field: 'username', key: 'store.usernameTaken' } },
    formCodes: { STORE_LIMIT: 'store.limit' },
  });
}
