import { Link, useLoaderData } from '@remix-run/react';
import { Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import type { ReceivedData } from '../api/received.server.ts';
import { FILTER_ORDER, withQuery } from '../model/paths.ts';
import * as styles from './job-applications.css.ts';
import { Paging } from './paging.tsx';

/**
 * `/me/job-applications` and `/me/store-{id}/job-applications`: the applications with the
 * spec's status filter as links (all, new, viewed, hired, rejected) and keyset pages.
 */
export function ReceivedPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { title, store, base, ad, job, status, items, next, paged } = useLoaderData<ReceivedData>();
  return (
    <main className={styles.page}>
      <Heading level={1}>{title}</Heading>
      {job ? (
        <p className={styles.line}>{t('applications.received.forJob', { title: job.title })}</p>
      ) : null}
      <ul className={styles.links}>
        <li>
          <Link to={to(withQuery('/me/jobs', { store_id: store?.id }))} className={styles.link}>
            {t('applications.received.allJobs')}
          </Link>
        </li>
        {store ? (
          <li>
            <Link to={to(`/me/store-${store.id}`)} className={styles.link}>
              {store.name}
            </Link>
          </li>
        ) : null}
      </ul>
      <nav aria-label={t('applications.filter.label')}>
        <ul className={styles.filters}>
          {FILTER_ORDER.map((filter) => (
            <li key={filter}>
              <Link
                to={to(withQuery(base, { ad, status: filter === 'all' ? null : filter }))}
                className={styles.filter}
                aria-current={filter === status ? 'page' : undefined}
                data-testid={`filter-${filter}`}
              >
                {t(`applications.filter.${filter}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {items.length === 0 ? (
        <p data-testid="received-empty">{t('applications.received.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.item} data-testid="received-application">
              <div className={styles.itemHead}>
                <Heading level={2} size={3} className={styles.itemTitle}>
                  <Link
                    to={to(`${base}/${item.id}`)}
                    className={styles.link}
                    data-testid="received-open"
                  >
                    {item.applicant.name}
                  </Link>
                </Heading>
                <span
                  className={styles.status}
                  data-testid="received-status"
                  data-status={item.status}
                >
                  {t(`applications.status.${item.status === 'sent' ? 'new' : item.status}`)}
                </span>
              </div>
              {item.applicant.current_position ? (
                <p className={styles.line}>{item.applicant.current_position}</p>
              ) : null}
              <p className={styles.muted}>
                {item.job.title} ·{' '}
                <time dateTime={item.applied.iso}>
                  {t('applications.received.applied', { date: item.applied.text })}
                </time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <Paging next={next} paged={paged} moreKey="applications.received.more" />
    </main>
  );
}
