import { Form, useLoaderData } from '@remix-run/react';
import { Button, Container, Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { controlClass } from '~/shared/ui/form/index.ts';
import type { loader } from '../index.server.ts';
import * as styles from './dev-outbox-page.css.ts';

/** A developer's view of the messages the outbox sender kept instead of sending. */
export function DevOutboxPage() {
  const { to, messages } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <Container as="main" className={styles.page}>
      <Heading level={1}>{t('devOutbox.title')}</Heading>
      <p>{t('devOutbox.description')}</p>
      <Form method="get" className={styles.filter}>
        <label htmlFor="outbox-to">{t('devOutbox.filter')}</label>
        <input id="outbox-to" name="to" defaultValue={to} className={controlClass} />
        <Button type="submit" size="sm">
          {t('devOutbox.show')}
        </Button>
      </Form>
      {messages.length === 0 ? <p>{t('listLoader.noResults')}</p> : null}
      <ol className={styles.list}>
        {messages.map((message) => (
          <li key={message.id} className={styles.item}>
            <p className={styles.meta}>
              {message.channel} · {message.recipient} · {message.purpose ?? ''} ·{' '}
              <time dateTime={message.created_at}>{message.created_at}</time>
            </p>
            <p>{message.body}</p>
          </li>
        ))}
      </ol>
    </Container>
  );
}
