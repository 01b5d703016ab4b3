import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import * as styles from './job-applications.css.ts';

/**
 * Keyset paging: "more" opens the next page (`?cursor=`, the other query values kept), and a
 * later page links back to the first.
 */
export function Paging({
  next,
  paged,
  moreKey,
}: {
  next: string | null;
  paged: boolean;
  moreKey: string;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  query.delete('cursor');
  const first = query.toString() ? `${pathname}?${query}` : pathname;
  if (next) query.set('cursor', next);
  if (!next && !paged) return null;
  return (
    <ul className={styles.links}>
      {paged ? (
        <li>
          <Link to={first} className={styles.link}>
            {t('applications.firstPage')}
          </Link>
        </li>
      ) : null}
      {next ? (
        <li>
          <Link to={`${pathname}?${query}`} className={styles.link} data-testid="applications-more">
            {t(moreKey)}
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
