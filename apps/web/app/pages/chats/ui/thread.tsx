// Long on purpose: the thread and its small parts (the ad box, a message, the actions menu),
// which only the thread uses.
import { Form, Link, useRevalidator } from '@remix-run/react';
import { CHAT_REPORT_REASONS } from '@repo/domain';
import { Button, Heading } from '@repo/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockMemberForm } from '~/features/member-block/index.ts';
import { useLocale, useLocalizedPath } from '~/shared/i18n/index.ts';
import type { ShownAd, ThreadData } from '../api/loader.server.ts';
import { chatPhotoHref } from '../model/chat-actions.ts';
import { chatsHref } from '../model/chats-query.ts';
import {
  appendDays,
  messageState,
  segmentHref,
  threadDays,
  type ShownDay,
  type ShownMessage,
} from '../model/thread-view.ts';
import { useLiveThread } from '../model/use-live-thread.ts';
import * as controls from '~/shared/ui/controls.css.ts';
import * as styles from './chats.css.ts';
import { Composer } from './composer.tsx';

/** The ad a conversation is about: photo, title, price, and its state when it no longer sells. */
export function AdBox({ ad }: { ad: ShownAd }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const state =
    ad.status === 'active'
      ? null
      : ad.status === 'sold' || ad.status === 'expired' || ad.status === 'deleted'
        ? ad.status
        : 'inactive';
  return (
    <div className={styles.adBox} data-testid="chat-ad">
      {ad.thumb ? (
        <img src={ad.thumb} alt="" width={48} height={48} className={styles.thumb} />
      ) : (
        <span className={styles.thumb} aria-hidden="true" />
      )}
      <div className={styles.itemText}>
        {ad.status === 'deleted' ? (
          <span className={styles.ellipsis}>{ad.title}</span>
        ) : (
          <Link to={to(ad.path)} className={styles.adLink}>
            {ad.title}
          </Link>
        )}
        <span>
          {ad.price}{' '}
          {state ? <span className={styles.adState}>· {t(`chat.adState.${state}`)}</span> : null}
        </span>
      </div>
    </div>
  );
}

interface Positions {
  otherReadSeq: number;
  otherDeliveredSeq: number;
  /** Links and numbers may be followed now (both members wrote, perhaps since the page). */
  linkable: boolean;
}

function Message({
  message,
  positions,
  conversation,
}: {
  message: ShownMessage;
  positions: Positions;
  conversation: string;
}) {
  const { t } = useTranslation();
  // Receipts that came over the socket move the state on (never back).
  const state = message.mine ? messageState(message.seq, positions) : null;
  const photo = message.photo;
  return (
    <li className={styles.message} data-mine={message.mine} data-testid="chat-message">
      {photo ? (
        // The medium rendition in the thread; a tap opens the large one.
        <a
          href={chatPhotoHref(conversation, message.id, 'large')}
          target="_blank"
          rel="noopener"
          className={styles.photoLink}
        >
          <img
            src={chatPhotoHref(conversation, message.id, 'medium')}
            alt={t('chat.photo.alt')}
            width={photo.width}
            height={photo.height}
            loading="lazy"
            decoding="async"
            className={styles.photo}
            data-testid="chat-photo"
          />
        </a>
      ) : null}
      <div className={styles.bubble} hidden={photo !== null && message.segments.length === 0}>
        {message.segments.map((segment, index) => {
          const href = segment.href ?? (positions.linkable ? segmentHref(segment) : undefined);
          return href ? (
            <a
              key={index}
              href={href}
              className={styles.bubbleLink}
              rel="noopener noreferrer nofollow ugc"
              target={segment.kind === 'link' ? '_blank' : undefined}
            >
              {segment.text}
            </a>
          ) : (
            <span key={index}>{segment.text}</span>
          );
        })}
      </div>
      <span className={styles.meta}>
        <time dateTime={message.time.iso}>{message.time.text}</time>
        {state ? ` · ${t(`chat.${state}`)}` : null}
      </span>
      {message.warnings.map((warning) => (
        <p key={warning} className={styles.warning} role="note" data-testid="chat-warning">
          {t(`chat.warning.${warning}`)}
        </p>
      ))}
    </li>
  );
}

/** Archive, delete for oneself, block and report: forms inside a menu that opens without JavaScript. */
function ThreadActions({ thread }: { thread: ThreadData }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const action = to(chatsHref({ id: thread.id }));
  const name = thread.other.name;
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="conversation" value={thread.id} />
    </>
  );
  return (
    <details className={styles.details}>
      <summary className={controls.menuSummary}>{t('chat.actions')}</summary>
      <div className={styles.menu}>
        <Form method="post" action={action}>
          {hidden(thread.archived ? 'unarchive' : 'archive')}
          <Button type="submit" variant="ghost" size="sm">
            {thread.archived ? t('chat.unarchive') : t('chat.archive')}
          </Button>
        </Form>
        <details>
          <summary className={controls.menuSummary}>{t('chat.delete')}</summary>
          <Form method="post" action={action} className={styles.subForm}>
            {hidden('delete')}
            <p>{t('chat.deleteConfirm', { name })}</p>
            <Button type="submit" size="sm">
              {t('chat.deleteYes')}
            </Button>
          </Form>
        </details>
        <BlockMemberForm
          member={thread.other}
          blocked={thread.blocked === 'by_me'}
          back={chatsHref({ id: thread.id })}
        />
        <details>
          <summary className={controls.menuSummary}>{t('chat.report', { name })}</summary>
          <Form method="post" action={action} className={styles.subForm}>
            {hidden('report')}
            <fieldset className={styles.subForm}>
              <legend>{t('chat.reportReason')}</legend>
              {CHAT_REPORT_REASONS.map((reason, index) => (
                <label key={reason} className={styles.tapLink}>
                  <input type="radio" name="reason" value={reason} defaultChecked={index === 0} />{' '}
                  {t(`chat.reasons.${reason}`)}
                </label>
              ))}
            </fieldset>
            <label className={styles.subForm}>
              {t('chat.reportDetails')}
              <textarea name="details" maxLength={1000} rows={3} className={styles.textarea} />
            </label>
            <Button type="submit" size="sm">
              {t('chat.reportSend')}
            </Button>
          </Form>
        </details>
      </div>
    </details>
  );
}

/**
 * A conversation: the ad it is about, its messages by day with their state, the safety tip of
 * a first contact, the warnings the recipient sees, and the message box (unless a block
 * stands). "Refresh" loads what arrived since, with or without JavaScript.
 */
export function Thread({ thread, clientId }: { thread: ThreadData; clientId: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const locale = useLocale();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState<string | null>(null);
  const onPending = useCallback((text: string | null) => setPending(text), []);
  const live = useLiveThread({
    conversationId: thread.id,
    lastSeq: thread.lastSeq,
    otherReadSeq: thread.otherReadSeq,
    otherDeliveredSeq: thread.otherDeliveredSeq,
    enabled: thread.live,
  });
  const { messages: arrived, outbox, status } = live.state;
  const positions: Positions = {
    otherReadSeq: live.state.otherReadSeq,
    otherDeliveredSeq: live.state.otherDeliveredSeq,
    linkable: thread.linkable || bothWrote(thread.days, arrived),
  };
  const days = useMemo(
    () =>
      appendDays(
        thread.days,
        threadDays(arrived, {
          locale,
          now: Date.now(),
          ...positions,
          labels: { today: t('chat.today'), yesterday: t('chat.yesterday') },
        }),
      ),
    // The positions only change the state, which Message works out itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [thread.days, arrived, locale, positions.linkable, t],
  );
  const count = thread.days.reduce((sum, day) => sum + day.messages.length, arrived.length);

  // The newest message in view when the thread opens and when one arrives.
  useEffect(() => {
    document.getElementById('latest')?.scrollIntoView({ block: 'end' });
  }, [thread.id, count, pending, outbox.length]);

  return (
    <section aria-labelledby="thread-heading" data-testid="chat-thread" data-live={status}>
      <div className={styles.threadHeader}>
        <Link to={to('/chats')} className={styles.backLink}>
          ← {t('chat.back')}
        </Link>
        <Heading level={2} size={3} id="thread-heading">
          {thread.other.username ? (
            <Link to={to(`/${thread.other.username}`)}>{thread.other.name}</Link>
          ) : (
            thread.other.name
          )}{' '}
          <span className={styles.muted}>
            · {thread.role === 'buyer' ? t('chat.seller') : t('chat.buyer')}
          </span>
        </Heading>
        <ThreadActions thread={thread} />
      </div>
      <AdBox ad={thread.ad} />
      {thread.firstContact ? (
        <p className={styles.notice} role="note">
          {t('chat.safetyTip')} <Link to={to('/safety-tips')}>{t('chat.safetyTipLink')}</Link>
        </p>
      ) : null}
      {thread.older ? (
        <p>
          <Link to={to(thread.older)} className={styles.tapLink}>
            {t('chat.olderMessages')}
          </Link>
        </p>
      ) : null}
      <ol className={styles.messages} aria-label={t('chat.conversations')}>
        {days.map((day) => (
          <li key={day.day}>
            <p className={styles.day}>
              <time dateTime={day.day}>{day.label}</time>
            </p>
            <ol className={styles.messages}>
              {day.messages.map((message) => (
                <Message
                  key={message.id}
                  message={message}
                  positions={positions}
                  conversation={thread.id}
                />
              ))}
            </ol>
          </li>
        ))}
        {outbox.map((outgoing) => (
          <li
            key={outgoing.client_id}
            className={styles.message}
            data-mine="true"
            data-pending="true"
            data-testid="chat-outgoing"
          >
            <div className={styles.bubble}>{outgoing.text}</div>
            <span className={styles.meta} role="status">
              {status === 'live' ? t('chat.sending') : t('chat.waiting')}
            </span>
          </li>
        ))}
        {pending ? (
          <li className={styles.message} data-mine="true" data-pending="true">
            <div className={styles.bubble}>{pending}</div>
            <span className={styles.meta} role="status">
              {t('chat.sending')}
            </span>
          </li>
        ) : null}
      </ol>
      {/* A form, not a link: without JavaScript it loads the thread again at its newest message. */}
      <Form
        method="get"
        action={`${to('/chats')}#latest`}
        id="latest"
        className={styles.footerLinks}
        onSubmit={(event) => {
          // With JavaScript the loaders run again in place (a GET to the same address with a
          // #fragment would only scroll).
          event.preventDefault();
          revalidator.revalidate();
        }}
      >
        <input type="hidden" name="id" value={thread.id} />
        {/* Each page's own value: the address differs from the one open, so the page loads. */}
        <input type="hidden" name="r" value={clientId.slice(0, 8)} />
        <Button type="submit" variant="ghost" size="sm">
          {t('chat.refresh')}
        </Button>
      </Form>
      {status === 'offline' ? (
        <p className={styles.notice} role="status" data-testid="chat-offline">
          {t('chat.reconnecting')}
        </p>
      ) : null}
      {thread.blocked === 'none' ? null : (
        <p className={styles.notice} role="status" data-testid="chat-blocked">
          {thread.blocked === 'by_me'
            ? t('chat.blockedByMe', { name: thread.other.name })
            : t('chat.blockedByThem')}
        </p>
      )}
      {/* The blocked member keeps their box: what they typed stays, and a send says why not. */}
      {thread.blocked === 'by_me' ? null : (
        <Composer
          key={thread.id}
          target={{ conversation: thread.id }}
          clientId={clientId}
          quickReplies={thread.quickReplies}
          onPending={onPending}
          live={live}
        />
      )}
    </section>
  );
}

/** Both members have written, counting the messages that arrived since the page. */
function bothWrote(days: readonly ShownDay[], arrived: readonly { mine: boolean }[]): boolean {
  const all = [...days.flatMap((day) => day.messages), ...arrived];
  return all.some((m) => m.mine) && all.some((m) => !m.mine);
}
