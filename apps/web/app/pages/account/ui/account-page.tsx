import { Link, useLoaderData } from '@remix-run/react';
import { Container, Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import type { accountLoader } from '../index.server.ts';
import * as styles from './account-page.css.ts';

/** /me: the member's home, with the way to their settings. */
export function AccountPage() {
  const { user } = useLoaderData<typeof accountLoader>();
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <Container as="main" className={styles.page}>
      <Heading level={1}>{user?.name || t('account.title')}</Heading>
      <p>{t('account.description')}</p>
      {user ? (
        <dl className={styles.details}>
          {user.username ? (
            <>
              <dt>{t('account.username')}</dt>
              <dd>@{user.username}</dd>
            </>
          ) : null}
          {user.phone ? (
            <>
              <dt>{t('auth.phoneLabel')}</dt>
              <dd>{user.phone}</dd>
            </>
          ) : null}
          {user.email ? (
            <>
              <dt>{t('account.email')}</dt>
              <dd>{user.email}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <p>
        <Link to={to('/me/settings')}>{t('account.settings')}</Link>
      </p>
    </Container>
  );
}

/** /me/settings: what can be changed, beside the settings navigation. */
export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <main>
      <Heading level={1}>{t('account.settingsTitle')}</Heading>
      <p>{t('account.settingsDescription')}</p>
    </main>
  );
}
