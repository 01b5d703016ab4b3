import type { ActionFunctionArgs } from '@remix-run/node';
import { engagementAction } from '~/features/ad-engagement/index.server.ts';

/** The ad page's form posts: phone reveal, like and save (features/ad-engagement). */
export function adPageAction({ request, context }: ActionFunctionArgs, id: string) {
  return engagementAction({ request, context, adId: id });
}
