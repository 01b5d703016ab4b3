import type { LoaderFunctionArgs } from '@remix-run/node';
import { formatCambodianPhone, type MemberSettings } from '@repo/domain';
import { formatDate } from '@repo/i18n';
import { getSession } from '~/entities/session/index.server.ts';
import { myStoresOf } from '~/entities/store/index.server.ts';
import { getLocale, getT } from '~/shared/i18n/i18n.server.ts';
import { signedInApi } from '~/shared/api/api-client.server.ts';
import { loadMyAds } from './my-ads.server.ts';

/** /me: the signed-in member's home and their ads (the auth guard has let them in). */
export async function accountLoader({ request, context }: LoaderFunctionArgs) {
  const [t, session] = await Promise.all([getT(request), getSession(request, context)]);
  const user = session.user;
  const [myAds, stores] = await Promise.all([
    loadMyAds(request, context, session),
    // The member's stores and invitations (ADR 0043); none when the API could not answer.
    myStoresOf(context, session),
  ]);
  return {
    myAds,
    stores: stores
      .filter((store) => store.status !== 'declined')
      .map((store) => ({ id: store.id, name: store.name, role: store.role, status: store.status })),
    user: user
      ? {
          name: `${user.first_name} ${user.last_name}`.trim(),
          username: user.username,
          phone: user.phone ? formatCambodianPhone(user.phone) : null,
          email: user.email,
        }
      : null,
    meta: {
      title: `${t('account.title')} | ${t('app.name')}`,
      description: t('account.description'),
    },
  };
}

/** A member the signed-in member blocked, as `/me/settings` lists them. */
export interface BlockedRow {
  id: string;
  name: string;
  username: string | null;
  since: { iso: string; text: string };
}

/** /me/settings: the account settings overview (setting layout), with the blocked members. */
export async function settingsLoader({ request, context }: LoaderFunctionArgs) {
  const [t, locale, session] = await Promise.all([
    getT(request),
    getLocale(request),
    getSession(request, context),
  ]);
  // Null when the API could not answer: the page says so instead of failing.
  const blocked: BlockedRow[] | null = await signedInApi(context, session)
    .chat.blocked()
    .then((members) =>
      members.map((member) => ({
        id: member.id,
        name: member.name,
        username: member.username,
        since: { iso: member.blocked_at, text: formatDate(member.blocked_at, locale) },
      })),
    )
    .catch(() => null);
  // The unread-message email setting (ADR 0041); null when the API could not answer.
  const email: MemberSettings | null = await signedInApi(context, session)
    .accounts.settings()
    .catch(() => null);
  return {
    blocked,
    email,
    meta: {
      title: `${t('account.settingsTitle')} | ${t('app.name')}`,
      description: t('account.settingsDescription'),
    },
  };
}
