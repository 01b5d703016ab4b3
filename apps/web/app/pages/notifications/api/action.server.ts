import { type ActionFunctionArgs } from '@remix-run/node';
import { getSession } from '~/entities/session/index.server.ts';
import { signedInApi } from '~/shared/api/api-client.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { redirectWithFlash } from '~/shared/lib/flash.server.ts';
import { requireUser } from '~/shared/lib/guards.server.ts';
import { redirect } from '@remix-run/node';
import { readNotificationsForm } from '../model/notifications-form.ts';

/**
 * POST /notifications: `open` marks one notification read and goes where it leads; `read-all`
 * marks them all read and comes back. Plain forms, the same with or without JavaScript.
 */
export async function notificationsAction({ request, context }: ActionFunctionArgs) {
  const session = await getSession(request, context);
  requireUser(request, session);
  const headers = new Headers();
  for (const cookie of session.setCookie) headers.append('Set-Cookie', cookie);
  const back = (path: string) => localizeLike(request, path);
  const form = readNotificationsForm(await request.formData());
  if (!form)
    return redirectWithFlash(
      back('/notifications'),
      { type: 'error', key: 'notifications.failed' },
      { headers },
    );
  const api = signedInApi(context, session);
  try {
    await api.notifications.markRead(form.intent === 'open' ? form.id : undefined);
  } catch {
    // Opening still goes where it leads; the line stays unread.
    if (form.intent !== 'open')
      return redirectWithFlash(
        back('/notifications'),
        { type: 'error', key: 'notifications.failed' },
        { headers },
      );
  }
  if (form.intent === 'open') return redirect(back(form.href), { status: 303, headers });
  return redirectWithFlash(
    back('/notifications'),
    { type: 'success', key: 'notifications.allRead' },
    { headers },
  );
}
