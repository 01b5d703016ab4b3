import { isAppError } from '@repo/api-client';
import { storeCompanyProfileInputSchema } from '@repo/domain';
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { getSession } from '~/entities/session/index.server.ts';
import { signedInApi } from '~/shared/api/api-client.server.ts';
import { getT } from '~/shared/i18n/i18n.server.ts';
import { storeIdOf } from '../model/store-id.ts';
import { loadStore } from './overview.server.ts';
import { storeFormAction } from './store-form.server.ts';

/**
 * GET /me/store-{id}/resume (ADR 0051): the store's company profile for job seekers, for its
 * members; the owner and managers may change it, staff read it. No `constraint`: every field
 * is optional, and the browser's checks would call the lists required.
 */
export async function storeCompanyLoader(args: LoaderFunctionArgs) {
  const [t, store, session] = await Promise.all([
    getT(args.request),
    loadStore(args),
    getSession(args.request, args.context),
  ]);
  let company;
  try {
    company = await signedInApi(args.context, session).stores.company(store.id);
  } catch (error) {
    if (isAppError(error) && error.statusCode >= 400 && error.statusCode < 500)
      throw new Response(null, { status: 404, statusText: 'Not Found' });
    throw new Response(null, { status: 503, statusText: 'Service Unavailable' });
  }
  return {
    store,
    company,
    canEdit: store.role === 'owner' || store.role === 'manager',
    meta: {
      title: `${t('company.title')} · ${store.name} | ${t('app.name')}`,
      description: t('company.description'),
    },
  };
}

/**
 * POST /me/store-{id}/resume: the whole company profile, saved as the member (the API checks
 * the role); back to the page with a toast, or the form again with what was typed and why.
 */
export async function storeCompanyAction({ request, context, params }: ActionFunctionArgs) {
  const id = storeIdOf(params.store);
  if (!id) throw new Response(null, { status: 404, statusText: 'Not Found' });
  return storeFormAction({ request, context }, await request.formData(), {
    schema: storeCompanyProfileInputSchema,
    send: (api, value) => api.stores.setCompany(id, value),
    redirectTo: () => `/me/store-${id}/resume`,
    successKey: 'company.done',
  });
}
