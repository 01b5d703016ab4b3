import type { LoaderFunctionArgs } from '@remix-run/node';
import { formatCambodianPhone } from '@repo/domain';
import { getSession } from '~/entities/session/index.server.ts';
import { getT } from '~/shared/i18n/i18n.server.ts';
import { loadMyAds } from './my-ads.server.ts';

/** /me: the signed-in member's home and their ads (the auth guard has let them in). */
export async function accountLoader({ request, context }: LoaderFunctionArgs) {
  const [t, session] = await Promise.all([getT(request), getSession(request, context)]);
  const user = session.user;
  const myAds = await loadMyAds(request, context, session);
  return {
    myAds,
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

/** /me/settings: the account settings overview (setting layout). */
export async function settingsLoader({ request }: LoaderFunctionArgs) {
  const t = await getT(request);
  return {
    meta: {
      title: `${t('account.settingsTitle')} | ${t('app.name')}`,
      description: t('account.settingsDescription'),
    },
  };
}
