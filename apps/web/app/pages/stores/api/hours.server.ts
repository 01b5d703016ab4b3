import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { getSession, sessionHeaders } from '~/entities/session/index.server.ts';
import { signedInApi } from '~/shared/api/api-client.server.ts';
import { getT } from '~/shared/i18n/i18n.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { redirectWithFlash } from '~/shared/lib/flash.server.ts';
import {
  formValuesOf,
  hoursFromForm,
  readHoursForm,
  type HoursFormValues,
} from '../model/hours-form.ts';
import { loadStore, storeIdOf } from './overview.server.ts';
import { storeFailure } from './store-form.server.ts';

/** What a refused hours form answers: the values as typed and why. */
export interface HoursActionData {
  values: HoursFormValues;
  errors: string[];
}

/** GET /me/store-{id}/settings/business-hours: the store's hours as the form's values. */
export async function businessHoursLoader(args: LoaderFunctionArgs) {
  const [t, store] = await Promise.all([getT(args.request), loadStore(args)]);
  return {
    store,
    values: formValuesOf(store.hours),
    canEdit: store.role === 'owner' || store.role === 'manager',
    meta: {
      title: `${t('store.hours.title')} · ${store.name} | ${t('app.name')}`,
      description: t('store.hours.description'),
    },
  };
}

/** POST: the hours saved (the API checks the role), or the form again as typed, with why. */
export async function businessHoursAction({ request, context, params }: ActionFunctionArgs) {
  const id = storeIdOf(params.store);
  if (!id) throw new Response(null, { status: 404, statusText: 'Not Found' });
  const session = await getSession(request, context);
  const headers = sessionHeaders(session);
  const values = readHoursForm(await request.formData());
  const result = hoursFromForm(values);
  if (!result.ok)
    return data({ values, errors: result.errors } satisfies HoursActionData, {
      status: 400,
      headers,
    });
  try {
    await signedInApi(context, session).stores.setHours(id, result.hours);
  } catch (error) {
    const { key, status } = storeFailure(error);
    return data({ values, errors: [key] } satisfies HoursActionData, { status, headers });
  }
  return redirectWithFlash(
    localizeLike(request, `/me/store-${id}`),
    { type: 'success', key: 'store.hours.done' },
    { headers },
  );
}
