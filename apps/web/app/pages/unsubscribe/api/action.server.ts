import { isAppError } from '@repo/api-client';
import { data, redirect, type ActionFunctionArgs } from '@remix-run/node';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { postedToken } from '../model/unsubscribe-state.ts';

/** What the page shows after a post that did not unsubscribe. */
export type UnsubscribeActionData = { state: 'invalid' } | { state: 'failed'; token: string };

/**
 * POST /unsubscribe: the button of the page (a plain form, so a link scanner's GET changes
 * nothing). Done: to `?done=1`, which confirms. A token that is nobody's: the bad-link message.
 */
export async function unsubscribeAction({ request, context }: ActionFunctionArgs) {
  const token = postedToken(Object.fromEntries(await request.formData()));
  if (!token) return data<UnsubscribeActionData>({ state: 'invalid' }, { status: 400 });
  try {
    await apiClientFor(context).accounts.unsubscribe(token);
  } catch (error) {
    if (isAppError(error) && (error.statusCode === 404 || error.statusCode === 400))
      return data<UnsubscribeActionData>({ state: 'invalid' }, { status: error.statusCode });
    // The API did not answer: the same button, to try again.
    return data<UnsubscribeActionData>({ state: 'failed', token }, { status: 503 });
  }
  return redirect(`${localizeLike(request, '/unsubscribe')}?done=1`, { status: 303 });
}
