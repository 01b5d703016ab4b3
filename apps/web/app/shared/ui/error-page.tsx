import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../i18n/index.ts';
import * as styles from './error-page.css.ts';

export interface ErrorPageProps {
  status: number;
  title: string;
  description: string;
  /** Offer to load the same page again (service unavailable, no response). */
  retry?: boolean;
}

/** The not-found and error pages (spec §2): status, title, description, a way on. */
export function ErrorPage({ status, title, description, retry = false }: ErrorPageProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { pathname, search } = useLocation();
  return (
    <main className={styles.page} data-status={status}>
      {status > 0 ? <p className={styles.status}>{status}</p> : null}
      <h1 className={styles.title}>{title}</h1>
      <p>{description}</p>
      <p className={styles.actions}>
        {retry ? (
          // A plain link: it works without JavaScript and from a page whose scripts failed.
          <a href={`${pathname}${search}`} className={styles.retry}>
            {t('errors.retry')}
          </a>
        ) : null}
        <Link to={to('/')} reloadDocument>
          {t('errors.backHome')}
        </Link>
      </p>
    </main>
  );
}
