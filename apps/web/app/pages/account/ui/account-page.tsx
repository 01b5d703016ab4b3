import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { Button, Container, Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { BlockMemberForm } from '~/features/member-block/index.ts';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import { AccountNav } from '~/widgets/account-nav/index.ts';
import type { MyAdsActionData } from '../api/action.server.ts';
import type { accountLoader, settingsLoader } from '../index.server.ts';
import * as styles from './account-page.css.ts';
import { ChatEmailSetting } from './chat-email-setting.tsx';
import { MyAds } from './my-ads.tsx';

/** /me: the member's home: who they are, the tabs to their other pages and their ads. */
export function AccountPage() {
  const { user, myAds, stores } = useLoaderData<typeof accountLoader>();
  const actionData = useActionData() as MyAdsActionData | undefined;
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
      <MyStores stores={stores} />
      <p>
        <Link to={to('/me/create-store')} data-testid="create-store">
          {t('store.create.link')}
        </Link>
      </p>
      <p>
        <Link to={to('/me/resume')} data-testid="resume-link">
          {t('resume.link')}
        </Link>
      </p>
      <p>
        <Link to={to('/me/applied-jobs')} data-testid="applied-jobs-link">
          {t('applications.nav.applied')}
        </Link>
        {' · '}
        <Link to={to('/me/jobs')} data-testid="my-jobs-link">
          {t('applications.nav.jobs')}
        </Link>
        {' · '}
        <Link to={to('/me/job-applications')} data-testid="job-applications-link">
          {t('applications.nav.received')}
        </Link>
      </p>
      <AccountNav />
      <MyAds data={myAds} actionData={actionData} />
    </Container>
  );
}

/** /me/settings: what can be changed, beside the settings navigation. */
export function SettingsPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { blocked, email } = useLoaderData<typeof settingsLoader>();
  return (
    <main>
      <Heading level={1}>{t('account.settingsTitle')}</Heading>
      <p>{t('account.settingsDescription')}</p>
      <ChatEmailSetting settings={email} />
      <section aria-labelledby="blocked-heading" className={styles.blocked}>
        <Heading level={2} size={3} id="blocked-heading">
          {t('chat.blockedList.heading')}
        </Heading>
        <p>{t('chat.blockedList.description')}</p>
        {blocked === null ? (
          <p role="alert">{t('chat.blockedList.unavailable')}</p>
        ) : blocked.length === 0 ? (
          <p>{t('chat.blockedList.empty')}</p>
        ) : (
          <ul className={styles.blockedList} aria-labelledby="blocked-heading">
            {blocked.map((member) => (
              <li key={member.id} className={styles.blockedRow} data-testid="blocked-member">
                <span>
                  {member.username ? (
                    <Link to={to(`/${member.username}`)}>{member.name}</Link>
                  ) : (
                    member.name
                  )}
                  <br />
                  <time dateTime={member.since.iso} className={styles.muted}>
                    {t('chat.blockedList.since', { date: member.since.text })}
                  </time>
                </span>
                <BlockMemberForm member={member} blocked back="/me/settings" />
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

type AccountStores = Awaited<ReturnType<typeof accountLoader>>['stores'];

/** The member's stores (links to their areas) and the invitations to answer (ADR 0043). */
function MyStores({ stores }: { stores: AccountStores }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  if (stores.length === 0) return null;
  return (
    <section aria-labelledby="my-stores-heading">
      <Heading level={2} size={3} id="my-stores-heading">
        {t('store.mine')}
      </Heading>
      <ul className={styles.stores}>
        {stores.map((store) =>
          store.status === 'pending' ? (
            <li key={store.id} data-testid="store-invitation">
              <p>
                {t('store.invitation.text', {
                  store: store.name,
                  role: t(`store.role.${store.role}`),
                })}
              </p>
              <Form method="post" action={to('/me/store-invitation')} className={styles.answers}>
                <input type="hidden" name="store" value={store.id} />
                <Button type="submit" name="accept" value="true" size="sm">
                  {t('store.invitation.accept')}
                </Button>
                <Button type="submit" name="accept" value="false" variant="secondary" size="sm">
                  {t('store.invitation.decline')}
                </Button>
              </Form>
            </li>
          ) : (
            <li key={store.id}>
              <Link to={to(`/me/store-${store.id}`)}>{store.name}</Link>{' '}
              <span className={styles.muted}>· {t(`store.role.${store.role}`)}</span>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
