import { parseWithZod } from '@conform-to/zod/v4';
import { isAppError } from '@repo/api-client';
import { storeInviteInputSchema } from '@repo/domain';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { getSession, sessionHeaders } from '~/entities/session/index.server.ts';
import { signedInApi } from '~/shared/api/api-client.server.ts';
import { getT } from '~/shared/i18n/i18n.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { redirectWithFlash } from '~/shared/lib/flash.server.ts';
import { formConstraint } from '~/shared/ui/form/constraint.server.ts';
import { loadStore, storeIdOf } from './overview.server.ts';
import { storeFailure } from './store-form.server.ts';

const constraint = formConstraint(storeInviteInputSchema);
const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' });

/** GET /me/store-{id}/members: who is in the store, and what the member's role lets them do. */
export async function storeMembersLoader(args: LoaderFunctionArgs) {
  const [t, store] = await Promise.all([getT(args.request), loadStore(args)]);
  const session = await getSession(args.request, args.context);
  const members = await signedInApi(args.context, session).stores.members(store.id);
  return {
    store,
    members,
    me: session.user?.id ?? null,
    constraint,
    meta: {
      title: `${t('store.members.title')} · ${store.name} | ${t('app.name')}`,
      description: t('store.members.description'),
    },
  };
}

/**
 * POST /me/store-{id}/members: `intent` invite (login, role), remove (user_id: a member or a
 * pending invitation) or leave; plain forms that end in a redirect with a toast, or the invite
 * form again with what was typed and why.
 */
export async function storeMembersAction({ request, context, params }: ActionFunctionArgs) {
  const id = storeIdOf(params.store);
  if (!id) throw notFound();
  const session = await getSession(request, context);
  const headers = sessionHeaders(session);
  const api = signedInApi(context, session);
  const formData = await request.formData();
  const intent = formData.get('intent');
  const back = localizeLike(request, `/me/store-${id}/members`);
  const failed = (error: unknown) =>
    storeFailure(error, { STORE_OWNER_LEAVES: 'store.members.ownerLeaves' }).key;

  if (intent === 'invite') {
    const submission = parseWithZod(formData, { schema: storeInviteInputSchema });
    if (submission.status !== 'success')
      return data({ result: submission.reply() }, { status: 400, headers });
    try {
      await api.stores.invite(id, submission.value);
    } catch (error) {
      const { code, key, status } = storeFailure(error, {
        STORE_OWNER_LEAVES: 'store.members.ownerLeaves',
      });
      const fieldErrors =
        code === 'STORE_MEMBER_EXISTS'
          ? { login: ['store.members.exists'] }
          : code === 'NOT_FOUND' && status === 404
            ? { login: ['store.inviteNobody'] }
            : undefined;
      return data(
        { result: submission.reply({ fieldErrors, formErrors: fieldErrors ? [] : [key] }) },
        { status, headers },
      );
    }
    return redirectWithFlash(back, { type: 'success', key: 'store.members.invited' }, { headers });
  }

  if (intent === 'remove' || intent === 'leave') {
    const userId = String(formData.get('user_id') ?? '');
    try {
      if (intent === 'leave') await api.stores.leave(id);
      else if (/^[1-9][0-9]{0,15}$/.test(userId)) await api.stores.removeMember(id, userId);
      else throw redirect(back);
    } catch (error) {
      if (error instanceof Response) throw error;
      return redirectWithFlash(back, { type: 'error', key: failed(error) }, { headers });
    }
    return intent === 'leave'
      ? redirectWithFlash(
          localizeLike(request, '/me'),
          { type: 'success', key: 'store.members.left' },
          { headers },
        )
      : redirectWithFlash(back, { type: 'success', key: 'store.members.removed' }, { headers });
  }
  return redirect(back);
}

/**
 * POST /me/store-invitation: the invitee answers (store, accept) from `/me`; accepted, the
 * store's area opens, declined, back to `/me`.
 */
export async function storeInvitationAction({ request, context }: ActionFunctionArgs) {
  const session = await getSession(request, context);
  const headers = sessionHeaders(session);
  const formData = await request.formData();
  const store = String(formData.get('store') ?? '');
  const accept = formData.get('accept') === 'true';
  const home = localizeLike(request, '/me');
  if (!/^[1-9][0-9]{0,15}$/.test(store)) return redirect(home);
  try {
    await signedInApi(context, session).stores.answer(store, accept);
  } catch (error) {
    const key =
      isAppError(error) && error.statusCode === 0 ? 'errors.noResponse' : 'store.invitation.gone';
    return redirectWithFlash(home, { type: 'error', key }, { headers });
  }
  return accept
    ? redirectWithFlash(
        localizeLike(request, `/me/store-${store}`),
        { type: 'success', key: 'store.invitation.accepted' },
        { headers },
      )
    : redirectWithFlash(home, { type: 'success', key: 'store.invitation.declined' }, { headers });
}
