import { Link, useLoaderData } from '@remix-run/react';
import { Button, Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { adPath } from '~/entities/ad/index.ts';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import { StoreNav } from '~/widgets/store-nav/index.ts';
import type { MyJobsData } from '../api/jobs.server.ts';
import { receivedBase, withQuery } from '../model/paths.ts';
import * as styles from './job-applications.css.ts';
import { Paging } from './paging.tsx';

const COUNTED = ['new', 'viewed', 'hired', 'rejected'] as const;

/**
 * `/me/jobs`: the member's (or the store's, `?store_id=`, in the store area's layout) job
 * ads, each with its applications counted by status, every count leading to those
 * applications.
 */
export function MyJobsPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { title, description, store, items, next, paged } = useLoaderData<MyJobsData>();
  const base = receivedBase(store?.id);
  return (
    <main className={styles.page}>
      <Heading level={1}>{title}</Heading>
      {store ? <StoreNav store={store} /> : null}
      <p className={styles.muted}>{description}</p>
      {store ? null : (
        <ul className={styles.links}>
          <li>
            <Link to={to(base)} className={styles.link}>
              {t('applications.jobs.allApplications')}
            </Link>
          </li>
        </ul>
      )}
      {items.length === 0 ? (
        <div className={styles.section}>
          <p data-testid="jobs-empty">{t('applications.jobs.empty')}</p>
          <div>
            <Button asChild>
              <Link to={to(withQuery('/post', { store_id: store?.id }))}>
                {t('applications.jobs.post')}
              </Link>
            </Button>
          </div>
        </div>
      ) : (
        <ul className={styles.list}>
          {items.map((job) => (
            <li key={job.id} className={styles.item} data-testid="my-job">
              <div className={styles.itemHead}>
                <Heading level={2} size={3} className={styles.itemTitle}>
                  <Link to={to(adPath(job))} className={styles.link}>
                    {job.title}
                  </Link>
                </Heading>
                {job.open ? null : (
                  <span className={styles.status}>{t('applications.jobs.closed')}</span>
                )}
              </div>
              <p className={styles.muted}>
                <time dateTime={job.posted.iso}>{job.posted.text}</time>
              </p>
              <dl className={styles.counts} aria-label={t('applications.jobs.counts')}>
                {COUNTED.map((status) => (
                  <div key={status}>
                    <dt>
                      <Link
                        to={to(withQuery(base, { ad: job.id, status }))}
                        className={styles.link}
                      >
                        {t(`applications.filter.${status}`)}
                      </Link>
                    </dt>
                    <dd data-testid={`job-count-${status}`}>{job.counts[status]}</dd>
                  </div>
                ))}
              </dl>
              <Link
                to={to(withQuery(base, { ad: job.id }))}
                className={styles.link}
                data-testid="job-applications-link"
              >
                {t('applications.jobs.applications')}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Paging next={next} paged={paged} moreKey="applications.jobs.more" />
    </main>
  );
}
