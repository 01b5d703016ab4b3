import { Link } from '@remix-run/react';
import type { Location } from '@repo/domain';
import { Container, Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { useLocale, useLocalizedPath } from '~/shared/i18n/index.ts';
import { localizedName } from '~/shared/lib/localized-name.ts';
import { Breadcrumbs } from '~/shared/ui/breadcrumbs.tsx';
import { AdListing } from '~/widgets/ad-listing/index.ts';
import type { ListingView } from '~/widgets/ad-listing/index.server.ts';
import { TopAds, type TopAdsView } from '~/widgets/top-ads/index.ts';
import * as styles from '~/shared/ui/place-page.css.ts';

/** `/all-ads-in-{location}`: the place, the places inside it and its ads. */
export function LocationPage(props: {
  location: Location;
  ancestors: Location[];
  children: Location[];
  listing: ListingView;
  top: TopAdsView;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizedPath();
  const name = (place: Location) => localizedName(place.name, locale);

  return (
    <Container as="main" className={styles.page}>
      <Breadcrumbs
        items={[
          { label: t('nav.home'), to: to('/') },
          ...props.ancestors.map((place) => ({
            label: name(place),
            to: to(`/all-ads-in-${place.slug}`),
          })),
          { label: name(props.location) },
        ]}
      />
      <Heading level={1}>{t('location.title', { name: name(props.location) })}</Heading>
      {props.children.length > 0 ? (
        <>
          <Heading level={2} className={styles.subheading}>
            {t(
              `location.children.${props.location.type === 'province' ? 'districts' : 'communes'}`,
            )}
          </Heading>
          <ul className={styles.linkGrid}>
            {props.children.map((place) => (
              <li key={place.id}>
                <Link to={to(`/all-ads-in-${place.slug}`)} className={styles.link}>
                  {name(place)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <AdListing listing={props.listing} top={<TopAds top={props.top} />} />
    </Container>
  );
}
