import { Container, Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { BlockMemberForm } from '~/features/member-block/index.ts';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import { Breadcrumbs } from '~/shared/ui/breadcrumbs.tsx';
import { AdListing } from '~/widgets/ad-listing/index.ts';
import type { ProfileData } from '../api/loader.server.ts';
import * as pageStyles from '~/shared/ui/place-page.css.ts';
import * as styles from './profile-page.css.ts';

/** `/{username}`: the member's name, @username, member since, active ads, then their ads. */
export function ProfilePage({
  profile,
  listing,
  block,
}: Pick<ProfileData, 'profile' | 'listing' | 'block'>) {
  const { t } = useTranslation();
  const to = useLocalizedPath();

  return (
    <Container as="main" className={pageStyles.page}>
      <Breadcrumbs items={[{ label: t('nav.home'), to: to('/') }, { label: profile.name }]} />
      <header className={styles.header} data-testid="profile">
        <Heading level={1} className={styles.name}>
          {profile.name}
        </Heading>
        <p className={styles.handle}>@{profile.username}</p>
        <ul className={styles.facts}>
          <li>
            <time dateTime={profile.since.iso}>
              {t('profile.memberSince', { date: profile.since.text })}
            </time>
          </li>
          <li data-testid="profile-active-ads">{profile.activeAds}</li>
        </ul>
        {block ? (
          <BlockMemberForm
            member={{ id: profile.id, name: profile.name }}
            blocked={block.blocked}
            back={`/${profile.username}`}
          />
        ) : null}
      </header>
      <Heading level={2} className={pageStyles.subheading}>
        {t('profile.adsHeading', { name: profile.name })}
      </Heading>
      <AdListing listing={listing} />
    </Container>
  );
}
