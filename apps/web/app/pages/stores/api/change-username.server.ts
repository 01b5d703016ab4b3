import { parseWithZod } from '@conform-to/zod/v4';
import { getErrorCode, isAppError } from '@repo/api-client';
import { changeUsernameSchema } from '@repo/domain';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { getSession, sessionHeaders } from '~/entities/session/index.server.ts';
import { signedInApi } from '~/shared/api/api-client.server.ts';
import { getT } from '~/shared/i18n/i18n.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { redirectWithFlash } from '~/shared/lib/flash.server.ts';
import { formConstraint } from '~/shared/ui/form/constraint.server.ts';
import { storeIdOf } from '../model/store-id.ts';
import { loadStore } from './overview.server.ts';

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
  const session = await getSession(request, context);
  const headers = sessionHeaders(session);
  const submission = parseWithZod(await request.formData(), { schema: changeUsernameSchema });
  if (submission.status !== 'success')
    return data({ result: submission.reply() }, { status: 400, headers });
  try {
    await signedInApi(context, session).stores.changeUsername(id, submission.value.username);
    return redirectWithFlash(
      localizeLike(request, `/me/store-${id}`),
      { type: 'success', key: 'store.username.done' },
      { headers },
    );
  } catch (error) {
    const code = getErrorCode(error);
    const status = isAppError(error) ? error.statusCode : 0;
    if (code === 'USERNAME_TAKEN')
      return data(
        { result: submission.reply({ fieldErrors: { username: ['store.usernameTaken'] } }) },
        { status: 409, headers },
      );
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
