import { useActionData, useFetcher } from '@remix-run/react';
import { CHAT_LIMITS } from '@repo/domain';
import { Button, VisuallyHidden } from '@repo/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import { useHydrated } from '~/shared/lib/after-hydration.ts';
import type { ChatsActionData } from '../api/action.server.ts';
import { QUICK_REPLIES } from '../model/chat-actions.ts';
import { chatsHref } from '../model/chats-query.ts';
import * as styles from './chats.css.ts';

export interface ComposerProps {
  /** A message in this conversation, or the first one about this ad. */
  target: { conversation: string } | { ad: string };
  clientId: string;
  quickReplies: boolean;
  /** Tells the thread what is on its way (shown as "Sending…" until the answer). */
  onPending?: (text: string | null) => void;
  /** The thread's socket: messages go through it while it is live (ADR 0038). */
  live?: {
    send: (text: string) => boolean;
    state: { refused: { text: string; key: string; at: number } | null };
  };
}

/**
 * The message box. A plain form posting to `/chats` (the answer redirects to the thread); with
 * JavaScript a fetcher sends it, the thread shows it as "Sending…" and the box is cleared. A
 * refused message comes back into the box with the reason, so nothing typed is lost. The
 * client id is the loader's: the same form posted twice is one message.
 */
export function Composer({ target, clientId, quickReplies, onPending, live }: ComposerProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const hydrated = useHydrated();
  const fetcher = useFetcher<ChatsActionData>();
  const posted = useActionData<ChatsActionData>();
  const answer = fetcher.data ?? posted;
  const [text, setText] = useState(posted?.text ?? '');
  const action = to(
    'conversation' in target
      ? chatsHref({ id: target.conversation })
      : chatsHref({ ad: target.ad }),
  );

  // What the page itself refuses before anything is sent over the socket.
  const [localErrors, setLocalErrors] = useState<string[]>([]);
  // A photo goes with the form post (never over the socket), its text an optional caption.
  const photoInput = useRef<HTMLInputElement>(null);
  const withPhotos = 'conversation' in target;
  const hasPhoto = () => Boolean(photoInput.current?.files?.length);
  // The chosen photo stays in the box until its message is stored (it comes back on a refusal).
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.sent && photoInput.current)
      photoInput.current.value = '';
  }, [fetcher.state, fetcher.data]);

  // A refused message is put back as it was typed.
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.errors.length) setText(fetcher.data.text);
  }, [fetcher.state, fetcher.data]);
  const refusedLive = live?.state.refused;
  useEffect(() => {
    if (!refusedLive) return;
    setText(refusedLive.text);
    setLocalErrors([refusedLive.key]);
  }, [refusedLive]);

  /** Over the socket when it is live: true when the message went that way. */
  const sendLive = (message: string): boolean => {
    if (!live) return false;
    const problem = localProblem(message);
    if (problem) {
      setLocalErrors([problem]);
      return true;
    }
    if (!live.send(message.trim())) return false;
    setLocalErrors([]);
    return true;
  };

  const sending = fetcher.state !== 'idle' ? fetcher.formData : undefined;
  const quick = sending?.get('quick');
  const sendingPhoto = sending?.get('photo');
  const pending = sending
    ? quick
      ? t(`chat.quick.${String(quick)}`)
      : String(sending.get('text') ?? '') ||
        (sendingPhoto instanceof Blob && sendingPhoto.size > 0 ? t('chat.photo.sending') : '')
    : null;
  useEffect(() => onPending?.(pending), [pending, onPending]);
  useEffect(() => () => onPending?.(null), [onPending]);

  const errors = localErrors.length
    ? localErrors
    : fetcher.state === 'idle'
      ? (answer?.errors ?? [])
      : [];
  const errorId = `composer-error-${clientId}`;
  return (
    <fetcher.Form
      method="post"
      action={action}
      encType={withPhotos ? 'multipart/form-data' : undefined}
      className={styles.composer}
      // The box empties as the typed message leaves (it comes back if refused).
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        const quickReply = submitter?.getAttribute('name') === 'quick';
        const message = quickReply
          ? t(`chat.quick.${submitter?.getAttribute('value') ?? ''}`)
          : text;
        if (!quickReply && hasPhoto()) {
          // A photo with an optional caption: the form post (multipart) carries it.
          if (message.trim().length > CHAT_LIMITS.textMax) {
            event.preventDefault();
            setLocalErrors(['chat.textTooLong']);
            return;
          }
          setLocalErrors([]);
          setText('');
          return;
        }
        if (sendLive(message)) {
          event.preventDefault();
          if (!quickReply && !localProblem(message)) setText('');
          return;
        }
        setLocalErrors([]);
        if (!quickReply) setText('');
      }}
      noValidate
    >
      {'conversation' in target ? (
        <>
          <input type="hidden" name="intent" value="send" />
          <input type="hidden" name="conversation" value={target.conversation} />
        </>
      ) : (
        <>
          <input type="hidden" name="intent" value="start" />
          <input type="hidden" name="ad" value={target.ad} />
        </>
      )}
      <input type="hidden" name="client_id" value={clientId} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {quickReplies ? (
        <fieldset className={styles.quick}>
          <VisuallyHidden asChild>
            <legend>{t('chat.quickReplies')}</legend>
          </VisuallyHidden>
          {QUICK_REPLIES.map((reply) => (
            <Button
              key={reply}
              type="submit"
              name="quick"
              value={reply}
              variant="secondary"
              size="sm"
            >
              {t(`chat.quick.${reply}`)}
            </Button>
          ))}
        </fieldset>
      ) : null}
      {errors.length ? (
        <div id={errorId} role="alert">
          {errors.map((key) => (
            <p key={key} className={styles.error}>
              {t(key)}
            </p>
          ))}
        </div>
      ) : null}
      <div className={styles.composerRow}>
        <label className={styles.field}>
          <VisuallyHidden>{t('chat.messageLabel')}</VisuallyHidden>
          <textarea
            name="text"
            rows={2}
            maxLength={CHAT_LIMITS.textMax}
            placeholder={t('chat.placeholder')}
            className={styles.textarea}
            value={hydrated ? text : undefined}
            defaultValue={hydrated ? undefined : posted?.text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={errors.length ? true : undefined}
            aria-describedby={errors.length ? errorId : undefined}
            data-testid="chat-text"
          />
        </label>
        <Button type="submit">{t('chat.send')}</Button>
      </div>
      {withPhotos ? (
        <label className={styles.photoPick}>
          <span>{t('chat.photo.add')}</span>
          <input
            ref={photoInput}
            type="file"
            name="photo"
            accept="image/jpeg,image/png,image/webp"
            className={styles.photoInput}
            data-testid="chat-photo-input"
          />
        </label>
      ) : null}
    </fetcher.Form>
  );
}

/** Why the page refuses this text itself (the API's rules; the box keeps it), or null. */
function localProblem(message: string): string | null {
  const trimmed = message.trim();
  if (!trimmed) return 'chat.textRequired';
  return trimmed.length > CHAT_LIMITS.textMax ? 'chat.textTooLong' : null;
}
