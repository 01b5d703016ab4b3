import { parseWithZod } from '@conform-to/zod/v4';
import { getErrorCode, isAppError } from '@repo/api-client';
import { storeCreateInputSchema } from '@repo/domain';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { getSession, sessionHeaders } from '~/entities/session/index.server.ts';
import { signedInApi } from '~/shared/api/api-client.server.ts';
import { getT } from '~/shared/i18n/i18n.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { redirectWithFlash } from '~/shared/lib/flash.server.ts';
import { requireUser } from '~/shared/lib/guards.server.ts';
import { formConstraint } from '~/shared/ui/form/constraint.server.ts';

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
  const headers = sessionHeaders(session);
  const submission = parseWithZod(await request.formData(), { schema: storeCreateInputSchema });
  if (submission.status !== 'success')
    return data({ result: submission.reply() }, { status: 400, headers });
  try {
    const store = await signedInApi(context, session).stores.create(submission.value);
    return redirectWithFlash(
      localizeLike(request, `/me/store-${store.id}`),
      { type: 'success', key: 'store.create.done' },
      { headers },
    );
  } catch (error) {
    const code = getErrorCode(error);
    const status = isAppError(error) ? error.statusCode : 0;
    const reply = (formErrors: string[], fieldErrors?: Record<string, string[]>) =>
      data(
        { result: submission.reply({ formErrors, fieldErrors }) },
        { status: status >= 400 && status < 500 ? status : 503, headers },
      );
    if (code === 'USERNAME_TAKEN') return reply([], { username: ['store.usernameTaken'] });
    if (code === 'STORE_LIMIT') return reply(['store.limit']);
    return reply([status === 0 ? 'errors.noResponse' : 'errors.default']);
  }
}
