import { Form, Link } from '@remix-run/react';
import { Button, VisuallyHidden } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import type { ChatsData, ListItem } from '../api/loader.server.ts';
import { chatsHref } from '../model/chats-query.ts';
import * as controls from '~/shared/ui/controls.css.ts';
import * as styles from './chats.css.ts';

function Row({ item, current }: { item: ListItem; current: boolean }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <li>
      <Link
        to={to(item.href)}
        className={styles.item}
        aria-current={current ? 'true' : undefined}
        data-testid="chat-row"
      >
        {item.ad.thumb ? (
          <img src={item.ad.thumb} alt="" width={48} height={48} className={styles.thumb} />
        ) : (
          <span className={styles.thumb} aria-hidden="true" />
        )}
        <span className={styles.itemText}>
          <span className={`${styles.ellipsis} ${item.unread ? styles.strong : ''}`}>
            {item.name}
          </span>
          <span className={`${styles.ellipsis} ${styles.muted}`}>{item.ad.title}</span>
          {item.preview ? (
            <span className={`${styles.ellipsis} ${item.unread ? styles.strong : ''}`}>
              {item.preview.mine ? t('chat.you', { text: item.preview.text }) : item.preview.text}
            </span>
          ) : null}
        </span>
        <span className={styles.itemSide}>
          {item.time ? (
            <time dateTime={item.time.iso} className={styles.muted}>
              {item.time.text}
            </time>
          ) : null}
          {item.unread ? (
            <span
              className={controls.countPill}
              aria-label={t('chat.unread', { count: item.unread })}
            >
              {item.unread}
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}

/** The member's conversations (inbox or archive, or one ad's), newest first, keyset pages. */
export function ConversationList({ data }: { data: ChatsData }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { query, list, listAd } = data;
  const current = data.thread?.id ?? null;
  return (
    <>
      {listAd ? (
        <p>
          <strong>{t('chat.forAd', { title: listAd.title })}</strong>{' '}
          <Link to={to('/chats')} className={styles.tapLink}>
            {t('chat.allConversations')}
          </Link>
        </p>
      ) : (
        <nav className={styles.tabs} aria-label={t('chat.conversations')}>
          <Link
            to={to('/chats')}
            className={styles.tab}
            aria-current={query.archived ? undefined : 'page'}
          >
            {t('chat.inbox')}
          </Link>
          <Link
            to={to(chatsHref({ archived: true }))}
            className={styles.tab}
            aria-current={query.archived ? 'page' : undefined}
          >
            {t('chat.archived')}
          </Link>
        </nav>
      )}
      {/* By the other member or the ad: a plain GET form, the same without JavaScript. */}
      <Form
        method="get"
        action={to('/chats')}
        role="search"
        aria-label={t('chat.searchLabel')}
        className={styles.search}
      >
        {query.archived ? <input type="hidden" name="archived" value="1" /> : null}
        {listAd ? <input type="hidden" name="ad" value={listAd.id} /> : null}
        <label className={styles.field}>
          <VisuallyHidden>{t('chat.searchLabel')}</VisuallyHidden>
          <input
            type="search"
            name="q"
            defaultValue={query.q ?? ''}
            maxLength={100}
            placeholder={t('chat.searchPlaceholder')}
            className={styles.searchInput}
            data-testid="chat-search"
          />
        </label>
        <Button type="submit" variant="secondary" size="sm">
          {t('chat.search')}
        </Button>
      </Form>
      {list === null ? (
        <p role="alert">{t('chat.listUnavailable')}</p>
      ) : list.items.length === 0 ? (
        <p className={styles.muted}>
          {query.q
            ? t('chat.noMatch', { q: query.q })
            : listAd
              ? t('chat.emptyForAd')
              : query.archived
                ? t('chat.emptyArchived')
                : t('chat.empty')}
        </p>
      ) : (
        <ul className={styles.list} aria-label={t('chat.conversations')}>
          {list.items.map((item) => (
            <Row key={item.id} item={item} current={item.id === current} />
          ))}
        </ul>
      )}
      {query.q ? (
        <Link
          to={to(chatsHref({ archived: query.archived, ad: listAd?.id }))}
          className={styles.tapLink}
        >
          {t('chat.clearSearch')}
        </Link>
      ) : null}
      {list?.next ? (
        <Link to={to(list.next)} className={styles.tapLink}>
          {t('chat.olderConversations')}
        </Link>
      ) : null}
    </>
  );
}
