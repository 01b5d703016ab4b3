import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../i18n/index.ts';
import * as styles from './error-page.css.ts';

export interface ErrorPageProps {
  status: number;
  title: string;
  description: string;
}

/** The not-found and error pages (spec §2): status, title, description, a way home. */
export function ErrorPage({ status, title, description }: ErrorPageProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <main className={styles.page} data-status={status}>
      <p className={styles.status}>{status}</p>
      <h1 className={styles.title}>{title}</h1>
      <p>{description}</p>
      <Link to={to('/')} reloadDocument>
        {t('errors.backHome')}
      </Link>
    </main>
  );
}
