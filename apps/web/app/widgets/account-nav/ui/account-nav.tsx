import { NavLink } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import * as styles from './account-nav.css.ts';

/** The member's own pages, in the order of the tabs (paths without the language prefix). */
export const ACCOUNT_NAV = [
  { path: '/me', label: 'myAds.nav.myAds' },
  { path: '/me/likes', label: 'myAds.nav.likes' },
  { path: '/me/saved', label: 'myAds.nav.saved' },
  { path: '/notifications', label: 'myAds.nav.notifications' },
  { path: '/me/settings', label: 'myAds.nav.settings' },
] as const;

/** Tabs between the member's ads, liked and saved ads, notifications and settings; the current one is marked. */
export function AccountNav() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <nav aria-label={t('myAds.nav.label')} className={styles.nav}>
      <ul className={styles.list}>
        {ACCOUNT_NAV.map((item) => (
          <li key={item.path}>
            <NavLink to={to(item.path)} end className={styles.link}>
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
