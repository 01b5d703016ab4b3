import { Link, useLoaderData } from '@remix-run/react';
import { Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import { StoreNav } from '~/widgets/store-nav/index.ts';
import type { ReceivedData } from '../api/received.server.ts';
import { FILTER_ORDER, posterStatus, withQuery } from '../model/paths.ts';
import * as styles from './job-applications.css.ts';
import { Paging } from './paging.tsx';
import { TitleWithStatus } from './title-with-status.tsx';

/**
 * `/me/job-applications` and `/me/store-{id}/job-applications` (in the store area's layout,
 * its navigation on top): the applications with the spec's status filter as links (all, new,
 * viewed, hired, rejected) and keyset pages.
 */
export function ReceivedPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { title, store, base, ad, job, status, items, next, paged } = useLoaderData<ReceivedData>();
  return (
    <main className={styles.page}>
      <Heading level={1}>{title}</Heading>
      {store ? (
        <StoreNav store={store} />
      ) : (
        <ul className={styles.links}>
          <li>
            <Link to={to('/me/jobs')} className={styles.link}>
              {t('applications.received.allJobs')}
            </Link>
          </li>
        </ul>
      )}
      {job ? (
        <p className={styles.line}>{t('applications.received.forJob', { title: job.title })}</p>
      ) : null}
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
              <TitleWithStatus
                title={
                  <Heading level={2} size={3} className={styles.itemTitle}>
                    <Link
                      to={to(`${base}/${item.id}`)}
                      className={styles.link}
                      data-testid="received-open"
                    >
                      {item.applicant.name}
                    </Link>
                  </Heading>
                }
                status={item.status}
                label={t(`applications.status.${posterStatus(item.status)}`)}
                testId="received-status"
              />
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
