import { Form, Link, useLoaderData } from '@remix-run/react';
import { Button, Container, Heading, VisuallyHidden } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import * as listStates from '~/shared/ui/list-states.css.ts';
import { AccountNav } from '~/widgets/account-nav/index.ts';
import type { NotificationsData } from '../api/loader.server.ts';
import * as styles from './notifications.css.ts';

/**
 * `/notifications` (signed in): new messages, one line a conversation, and what happened to the
 * member's ads. Each line is a form button: it marks the line read and opens what it is about,
 * with or without JavaScript.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const data = useLoaderData<NotificationsData>();
  return (
    <Container as="main" className={styles.page}>
      <Heading level={1}>{t('notifications.title')}</Heading>
      <AccountNav />
      <div className={styles.toolbar}>
        <p role="status" data-testid="notifications-unread">
          {data.unread
            ? t('notifications.unread', {
                count: data.unread,
                shown: data.unread >= 99 ? '99+' : data.unread,
              })
            : t('notifications.allCaughtUp')}
        </p>
        {data.unread ? (
          <Form method="post" action={to('/notifications')}>
            <input type="hidden" name="intent" value="read-all" />
            <Button type="submit" variant="secondary" size="sm">
              {t('notifications.markAllRead')}
            </Button>
          </Form>
        ) : null}
      </div>
      {data.lines.length === 0 ? (
        <div className={listStates.empty}>
          <p>{t('notifications.empty')}</p>
          <Button asChild variant="secondary">
            <Link to={to('/')}>{t('notifications.browse')}</Link>
          </Button>
        </div>
      ) : (
        <ul className={styles.list}>
          {data.lines.map((line) => (
            <li
              key={line.id}
              className={styles.item}
              data-read={line.read}
              data-testid="notification"
            >
              <Form method="post" action={to('/notifications')}>
                <input type="hidden" name="intent" value="open" />
                <input type="hidden" name="id" value={line.id} />
                <input type="hidden" name="href" value={line.href} />
                <button type="submit" className={styles.open}>
                  <span className={styles.dot} aria-hidden="true" />
                  <span className={styles.text}>
                    <span className={styles.sentence}>
                      {line.read ? null : (
                        <VisuallyHidden>{t('notifications.new')} </VisuallyHidden>
                      )}
                      {t(line.key, line.values)}
                    </span>
                    {line.detail ? <span className={styles.detail}>{line.detail}</span> : null}
                  </span>
                  <time dateTime={line.createdAt} className={styles.when}>
                    {line.when}
                  </time>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {data.next ? (
        <p className={styles.more}>
          <Link to={to(data.next)}>{t('notifications.older')}</Link>
        </p>
      ) : null}
    </Container>
  );
}
