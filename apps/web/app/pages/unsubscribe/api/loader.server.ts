import type { LoaderFunctionArgs } from '@remix-run/node';
import { getT } from '~/shared/i18n/i18n.server.ts';
import { unsubscribeStateOf, type UnsubscribeState } from '../model/unsubscribe-state.ts';

export type UnsubscribeData = UnsubscribeState & { meta: { title: string; description: string } };

/** `/unsubscribe?token=…` (no sign-in): the question, the confirmation, or a bad link. */
export async function unsubscribeLoader({ request }: LoaderFunctionArgs): Promise<UnsubscribeData> {
  const t = await getT(request);
  return {
    ...unsubscribeStateOf(new URL(request.url)),
    meta: {
      title: `${t('notifications.unsubscribe.title')} | ${t('app.name')}`,
      description: t('notifications.unsubscribe.description'),
    },
  };
}
