import { useLoaderData } from '@remix-run/react';
import { Container, Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import type { ChatsData } from '../api/loader.server.ts';
import * as styles from './chats.css.ts';
import { Composer } from './composer.tsx';
import { ConversationList } from './conversation-list.tsx';
import { AdBox, Thread } from './thread.tsx';

/** A buyer's first message about an ad: the ad, the quick questions, the message box. */
function StartConversation({ data }: { data: ChatsData }) {
  const { t } = useTranslation();
  const compose = data.compose!;
  return (
    <section aria-labelledby="start-heading" data-testid="chat-start">
      <Heading level={2} size={3} id="start-heading">
        {t('chat.startTitle', { name: compose.sellerName })}
      </Heading>
      <AdBox ad={compose.ad} />
      {compose.refusal ? (
        <p className={styles.notice} role="status">
          {t(`chat.${compose.refusal}`)}
        </p>
      ) : (
        <>
          <p className={styles.muted}>{t('chat.startHint')}</p>
          <p className={styles.notice} role="note">
            {t('chat.safetyTip')}
          </p>
          <Composer target={{ ad: compose.ad.id }} clientId={data.clientId} quickReplies />
        </>
      )}
    </section>
  );
}

/**
 * `/chats` (layout no-footer): the conversations beside the open one. Below 1024 px one pane
 * at a time: the list, or the thread (or a first message) with a way back to the list.
 */
export function ChatsPage() {
  const { t } = useTranslation();
  const data = useLoaderData<ChatsData>();
  const open = Boolean(data.thread || data.compose || data.threadMissing);
  return (
    <Container as="main" className={styles.page}>
      <div className={styles.listPane} data-open={open}>
        <Heading level={1}>{t('chat.title')}</Heading>
        <ConversationList data={data} />
      </div>
      <div className={styles.mainPane} data-open={open}>
        {data.thread ? (
          <Thread key={data.thread.id} thread={data.thread} clientId={data.clientId} />
        ) : data.compose ? (
          <StartConversation data={data} />
        ) : data.threadMissing ? (
          <p role="alert" className={styles.notice}>
            {t('chat.failed.notFound')}
          </p>
        ) : (
          <p className={styles.muted}>{t('chat.pick')}</p>
        )}
      </div>
    </Container>
  );
}
