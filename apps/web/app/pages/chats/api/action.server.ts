import { getErrorCode, isAppError } from '@repo/api-client';
import { chatMessageInputSchema, chatPhotoInputSchema } from '@repo/domain';
import { data, redirect, type ActionFunctionArgs } from '@remix-run/node';
import { getSession, sessionHeaders } from '~/entities/session/index.server.ts';
import { signedInApi } from '~/shared/api/api-client.server.ts';
import { readFormWithFiles } from '~/shared/api/form-with-files.server.ts';
import { getT } from '~/shared/i18n/i18n.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { redirectWithFlash } from '~/shared/lib/flash.server.ts';
import { requireUser } from '~/shared/lib/guards.server.ts';
import { messageText, sendFailureKey } from '../model/chat-actions.ts';
import { chatIntentSchema, DONE_KEY, type ChatIntent } from '../model/chat-intent.ts';
import { chatsHref } from '../model/chats-query.ts';

/**
 * What a refused message answers (status 4xx/5xx): the text as typed, to be put back, and why.
 * `sent` is set instead when a script asked (`js=1`) and the message was stored.
 */
export interface ChatsActionData {
  intent: 'send' | 'start';
  text: string;
  /** Catalog keys: the field's problems, or the refusal. */
  errors: string[];
  sent?: { conversation: string; seq: number };
}

const status = (error: unknown) => (isAppError(error) ? error.statusCode : 0);

/**
 * POST /chats: send a message (or the first one about an ad), archive, delete for oneself,
 * report (block and unblock post to /me/settings: `BlockMemberForm`). Plain forms: each ends in a redirect back to the thread, with a toast
 * for the actions; a refused message comes back with its text and the reason, nothing lost.
 */
export async function chatsAction({ request, context }: ActionFunctionArgs) {
  const session = await getSession(request, context);
  requireUser(request, session);
  const init = {
    headers: sessionHeaders(session),
  };
  const back = (path: string) => localizeLike(request, path);
  // A message may carry one photo (ADR 0042): the form is read with its file, bounded.
  const { formData, files } = await readFormWithFiles(request, 'photo', 1);
  const form = Object.fromEntries(formData);
  const photo = files[0];
  const parsed = chatIntentSchema.safeParse(form);
  if (!parsed.success)
    return redirectWithFlash(back('/chats'), { type: 'error', key: 'chat.failed.action' }, init);
  const intent: ChatIntent = parsed.data;
  const api = signedInApi(context, session);

  if (intent.intent === 'send' || intent.intent === 'start') {
    const t = await getT(request);
    const text = messageText(form, (reply) => t(`chat.quick.${reply}`));
    const refused = (errors: string[], code: number) =>
      data({ intent: intent.intent, text, errors } satisfies ChatsActionData, {
        status: code,
        ...init,
      });
    const withPhoto = intent.intent === 'send' && photo !== undefined;
    if (withPhoto && !photo.bytes) return refused(['chat.photo.tooLarge'], 413);
    const message = (withPhoto ? chatPhotoInputSchema : chatMessageInputSchema).safeParse({
      client_id: typeof form.client_id === 'string' ? form.client_id : '',
      text,
    });
    if (!message.success)
      return refused([...new Set(message.error.issues.map((issue) => issue.message))], 400);
    try {
      const sent =
        intent.intent === 'start'
          ? await api.chat.start({ ad_id: intent.ad, ...message.data })
          : withPhoto
            ? await api.chat.sendPhoto(
                intent.conversation,
                message.data,
                new Blob([photo.bytes!], { type: photo.type || 'application/octet-stream' }),
                photo.name || 'photo',
              )
            : await api.chat.send(intent.conversation, message.data);
      if (form.js === '1')
        return data(
          {
            intent: intent.intent,
            text: '',
            errors: [],
            sent: { conversation: sent.conversation_id, seq: sent.message.seq },
          } satisfies ChatsActionData,
          init,
        );
      return redirect(`${back(chatsHref({ id: sent.conversation_id }))}#latest`, {
        status: 303,
        ...init,
      });
    } catch (error) {
      const code = status(error);
      if (code === 401)
        throw redirect(`${back('/login')}?redirect=${encodeURIComponent(back('/chats'))}`);
      return refused(
        [sendFailureKey({ status: code, code: getErrorCode(error) })],
        code >= 400 && code < 500 ? code : 503,
      );
    }
  }

  const thread = back(chatsHref({ id: intent.conversation }));
  try {
    switch (intent.intent) {
      case 'archive':
      case 'unarchive':
        await api.chat.archive(intent.conversation, intent.intent === 'archive');
        break;
      case 'delete':
        await api.chat.remove(intent.conversation);
        break;
      case 'report':
        await api.chat.report(intent.conversation, {
          reason: intent.reason,
          details: intent.details?.trim() || undefined,
        });
        break;
    }
  } catch (error) {
    const key = status(error) === 0 ? 'errors.noResponse' : 'chat.failed.action';
    return redirectWithFlash(thread, { type: 'error', key }, init);
  }
  // A deleted (or archived) conversation leaves the thread for the list.
  const to = intent.intent === 'delete' || intent.intent === 'archive' ? back('/chats') : thread;
  return redirectWithFlash(to, { type: 'success', key: DONE_KEY[intent.intent] }, init);
}
