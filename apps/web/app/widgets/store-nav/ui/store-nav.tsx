import { NavLink } from '@remix-run/react';
import type { MyStore } from '@repo/domain';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import * as styles from './store-nav.css.ts';

interface Entry {
  /** The page's path under `/me/store-{id}` ('' for the overview), or a full path with its query. */
  path: string;
  label: string;
  testId?: string;
  /** Only the store's own page: not its sub-pages (the overview). */
  end?: boolean;
}

/** The links every member of the store sees, then the owner's and managers' settings. */
function entriesOf(store: Pick<MyStore, 'id' | 'role'>): Entry[] {
  const base = `/me/store-${store.id}`;
  const entries: Entry[] = [
    { path: base, label: 'store.settingsOverview', end: true },
    { path: `${base}/members`, label: 'store.members.title', testId: 'store-members-link' },
    { path: `${base}/branches`, label: 'storeBranches.title', testId: 'store-branches-link' },
    { path: `${base}/photos`, label: 'albums.title', testId: 'store-photos-link' },
    { path: `${base}/resume`, label: 'company.title', testId: 'store-company-link' },
    {
      path: `/me/jobs?store_id=${store.id}`,
      label: 'applications.nav.storeJobs',
      testId: 'store-jobs-link',
    },
    {
      path: `${base}/job-applications`,
      label: 'applications.received.title',
      testId: 'store-job-applications-link',
    },
  ];
  if (store.role === 'owner' || store.role === 'manager')
    entries.push(
      { path: `${base}/settings/edit-store`, label: 'store.edit.title', testId: 'edit-store' },
      {
        path: `${base}/settings/business-hours`,
        label: 'store.hours.title',
        testId: 'business-hours',
      },
      {
        path: `${base}/settings/watermark`,
        label: 'storePictures.watermarkTitle',
        testId: 'store-watermark',
      },
    );
  if (store.role === 'owner')
    entries.push({
      path: `${base}/settings/change-store-username`,
      label: 'store.username.title',
      testId: 'change-store-username',
    });
  return entries;
}

/**
 * The store area's own navigation (the store-setting layout's links), on every
 * `/me/store-{id}/…` page and the store's jobs (`/me/jobs?store_id=`); the link of the page
 * shown (or of the list an opened item belongs to) carries `aria-current="page"`.
 */
export function StoreNav({ store }: { store: Pick<MyStore, 'id' | 'role'> }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <nav aria-label={t('store.settingsNav')}>
      <ul className={styles.nav}>
        {entriesOf(store).map((entry) => (
          <li key={entry.path}>
            <NavLink
              to={to(entry.path)}
              end={entry.end}
              className={styles.link}
              data-testid={entry.testId}
            >
              {t(entry.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
