import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import * as styles from './search-tabs.css.ts';

export type SearchTab = 'ads' | 'members' | 'companies';

const TABS: { tab: SearchTab; path: string }[] = [
  { tab: 'ads', path: '/search-result' },
  { tab: 'members', path: '/search-result/users' },
  { tab: 'companies', path: '/search-result/companies' },
];

/**
 * "Ads | Members | Companies" (ADR 0013): plain links between the three searches, each keeping
 * the keyword (and nothing else: filters and pages belong to one search).
 */
export function SearchTabs({ current, q }: { current: SearchTab; q: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const search = q ? `?${new URLSearchParams({ q }).toString()}` : '';
  return (
    <nav aria-label={t('directory.tabs.label')} className={styles.nav}>
      <ul className={styles.list}>
        {TABS.map(({ tab, path }) => (
          <li key={tab}>
            <Link
              to={`${to(path)}${search}`}
              aria-current={tab === current ? 'page' : undefined}
              className={styles.tab}
            >
              {t(`directory.tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
