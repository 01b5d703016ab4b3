import type { ActionFunctionArgs } from '@remix-run/node';
import { engagementAction } from '~/features/ad-engagement/index.server.ts';
import { applyAction } from './apply.server.ts';

/**
 * The ad page's form posts: phone reveal, like and save (features/ad-engagement), and a job
 * ad's application (`?apply`, multipart).
 */
export function adPageAction({ request, context, params }: ActionFunctionArgs, id: string) {
  if (new URL(request.url).searchParams.has('apply'))
    return applyAction({ request, context, params }, id);
  return engagementAction({ request, context, adId: id });
}
