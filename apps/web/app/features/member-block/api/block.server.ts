import { isAppError, type ApiClient } from '@repo/api-client';
import { z } from 'zod';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { redirectWithFlash } from '~/shared/lib/flash.server.ts';
import { safeRedirectPath } from '~/shared/lib/safe-redirect.ts';

const blockForm = z.object({
  intent: z.enum(['block', 'unblock']),
  member: z.string().regex(/^[1-9][0-9]{0,15}$/),
  back: z.string().max(300).optional(),
});

/**
 * The block and unblock form's post (`BlockMemberForm`): the API call as the member, then a
 * redirect back (a path of ours only) with a toast saying what happened.
 */
export async function blockMemberAction(
  request: Request,
  form: Record<string, unknown>,
  api: ApiClient,
  init: ResponseInit,
): Promise<Response> {
  const parsed = blockForm.safeParse(form);
  const back = localizeLike(
    request,
    safeRedirectPath(parsed.success ? parsed.data.back : undefined, '/me/settings'),
  );
  if (!parsed.success)
    return redirectWithFlash(back, { type: 'error', key: 'chat.failed.action' }, init);
  const blocked = parsed.data.intent === 'block';
  try {
    await api.chat.block(parsed.data.member, blocked);
  } catch (error) {
    const key =
      isAppError(error) && error.statusCode !== 0 ? 'chat.failed.action' : 'errors.noResponse';
    return redirectWithFlash(back, { type: 'error', key }, init);
  }
  return redirectWithFlash(
    back,
    { type: 'success', key: blocked ? 'chat.done.blocked' : 'chat.done.unblocked' },
    init,
  );
}
