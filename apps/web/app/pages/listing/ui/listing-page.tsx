import { useLoaderData } from '@remix-run/react';
import { Container, Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import { Breadcrumbs } from '~/shared/ui/breadcrumbs.tsx';
import { AdListing } from '~/widgets/ad-listing/index.ts';
import { SearchTabs } from '~/widgets/search-tabs/index.ts';
import { TopAds } from '~/widgets/top-ads/index.ts';
import type { allAdsLoader, searchResultLoader } from '../index.server.ts';
import * as styles from './listing-page.css.ts';

type LoaderData =
  | ReturnType<typeof useLoaderData<typeof allAdsLoader>>
  | ReturnType<typeof useLoaderData<typeof searchResultLoader>>;

/** /all-ads and /search-result: a heading over the shared listing. */
export function ListingPage() {
  const loaded = useLoaderData<LoaderData>();
  const { title, listing } = loaded;
  // /all-ads has the top block; a search does not (ADR 0014).
  const top = 'top' in loaded ? loaded.top : undefined;
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <Container as="main" className={styles.page}>
      <Breadcrumbs items={[{ label: t('nav.home'), to: to('/') }, { label: title }]} />
      <Heading level={1}>{title}</Heading>
      {'searchTabs' in loaded ? <SearchTabs current="ads" q={listing.form.q} /> : null}
      <AdListing
        listing={listing}
        top={top ? <TopAds top={top} priority /> : undefined}
        priority={!top || top.cards.length === 0}
      />
    </Container>
  );
}
