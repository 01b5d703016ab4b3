import { parseWithZod } from '@conform-to/zod/v4';
import { getErrorCode, isAppError } from '@repo/api-client';
import { storeProfileInputSchema } from '@repo/domain';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { getSession, sessionHeaders } from '~/entities/session/index.server.ts';
import { signedInApi } from '~/shared/api/api-client.server.ts';
import { getT } from '~/shared/i18n/i18n.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { redirectWithFlash } from '~/shared/lib/flash.server.ts';
import { formConstraint } from '~/shared/ui/form/constraint.server.ts';
import { readFormWithFiles } from '~/shared/api/form-with-files.server.ts';
import { loadStore, storeIdOf } from './overview.server.ts';
import { isPictureIntent, pictureAction } from './pictures.server.ts';

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
  const session = await getSession(request, context);
  const headers = sessionHeaders(session);
  const submission = parseWithZod(formData, { schema: storeProfileInputSchema });
  if (submission.status !== 'success')
    return data({ result: submission.reply() }, { status: 400, headers });
  try {
    await signedInApi(context, session).stores.update(id, submission.value);
    return redirectWithFlash(
      localizeLike(request, `/me/store-${id}`),
      { type: 'success', key: 'store.edit.done' },
      { headers },
    );
  } catch (error) {
    const code = getErrorCode(error);
    const status = isAppError(error) ? error.statusCode : 0;
    const key =
      code === 'STORE_FORBIDDEN'
        ? 'store.forbidden'
        : status === 0
          ? 'errors.noResponse'
          : 'errors.default';
    return data(
      { result: submission.reply({ formErrors: [key] }) },
      { status: status >= 400 && status < 500 ? status : 503, headers },
    );
  }
}
