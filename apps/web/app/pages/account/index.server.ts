import type { LoaderFunctionArgs } from '@remix-run/node';
import { getT } from '~/shared/i18n/i18n.server.ts';

/** /me: the signed-in member's home. */
export async function accountLoader({ request }: LoaderFunctionArgs) {
  const t = await getT(request);
  return {
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
