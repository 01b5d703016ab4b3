import { Form, Link, useLoaderData } from '@remix-run/react';
import { adPath } from '~/entities/ad/index.ts';
import { Button, Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import type { AppliedJobsData } from '../api/applied.server.ts';
import * as styles from './job-applications.css.ts';
import { Paging } from './paging.tsx';
import { TitleWithStatus } from './title-with-status.tsx';

/**
 * `/me/applied-jobs`: each application with its job, who posted it, when it was sent and
 * where it stands (sent; viewed and when; hired or rejected with the employer's message;
 * closed), the file sent, and "withdraw" behind a confirmation that needs no JavaScript.
 */
export function AppliedJobsPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { items, next, paged } = useLoaderData<AppliedJobsData>();
  return (
    <main className={styles.page}>
      <Heading level={1}>{t('applications.applied.title')}</Heading>
      <p className={styles.muted}>{t('applications.applied.description')}</p>
      {items.length === 0 ? (
        <p data-testid="applied-empty">
          {t('applications.applied.empty')}{' '}
          <Link to={to('/c-jobs')} className={styles.link}>
            {t('applications.applied.findJobs')}
          </Link>
        </p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.item} data-testid="applied-job">
              <TitleWithStatus
                title={
                  <Heading level={2} size={3} className={styles.itemTitle}>
                    <Link to={to(adPath(item.job))} className={styles.link}>
                      {item.job.title}
                    </Link>
                  </Heading>
                }
                status={item.status}
                label={t(`applications.status.${item.status}`)}
                testId="applied-status"
              />
              <p className={styles.line}>
                {item.job.store_username ? (
                  <Link to={to(`/${item.job.store_username}`)} className={styles.link}>
                    {t('applications.applied.by', { poster: item.job.poster })}
                  </Link>
                ) : (
                  t('applications.applied.by', { poster: item.job.poster })
                )}
              </p>
              <p className={styles.muted}>
                <time dateTime={item.applied.iso}>
                  {t('applications.applied.sentOn', { date: item.applied.text })}
                </time>
                {item.withResume ? ` · ${t('applications.applied.withResume')}` : null}
              </p>
              {item.viewed ? (
                <p className={styles.muted}>
                  <time dateTime={item.viewed.iso}>
                    {t('applications.applied.viewedOn', { date: item.viewed.text })}
                  </time>
                </p>
              ) : null}
              {item.decided && (item.status === 'hired' || item.status === 'rejected') ? (
                <p className={styles.muted}>
                  <time dateTime={item.decided.iso}>
                    {t('applications.applied.decidedOn', { date: item.decided.text })}
                  </time>
                </p>
              ) : null}
              {item.status === 'closed' ? (
                <p className={styles.muted}>{t('applications.applied.closedNote')}</p>
              ) : null}
              {item.decisionMessage ? (
                <div className={styles.section}>
                  <strong>{t('applications.applied.employerMessage')}</strong>
                  <p className={styles.text} data-testid="applied-decision-message">
                    {item.decisionMessage}
                  </p>
                </div>
              ) : null}
              {item.message ? (
                <details>
                  <summary className={styles.link}>{t('applications.applied.yourMessage')}</summary>
                  <p className={styles.text}>{item.message}</p>
                </details>
              ) : null}
              {item.attachment ? (
                <a
                  href={`${to(`/me/applied-jobs/${item.id}/attachment`)}?name=${encodeURIComponent(item.attachment.name)}`}
                  className={styles.link}
                  download
                >
                  {t('applications.applied.attachment', { name: item.attachment.name })}
                </a>
              ) : null}
              <details className={styles.details}>
                <summary className={styles.summary}>{t('applications.applied.withdraw')}</summary>
                <Form method="post" className={styles.confirm}>
                  <input type="hidden" name="intent" value="withdraw" />
                  <input type="hidden" name="id" value={item.id} />
                  <p className={styles.line}>{t('applications.applied.withdrawConfirm')}</p>
                  <div>
                    <Button type="submit" variant="secondary" data-testid="withdraw-yes">
                      {t('applications.applied.withdrawYes')}
                    </Button>
                  </div>
                </Form>
              </details>
            </li>
          ))}
        </ul>
      )}
      <Paging next={next} paged={paged} moreKey="applications.applied.more" />
    </main>
  );
}
