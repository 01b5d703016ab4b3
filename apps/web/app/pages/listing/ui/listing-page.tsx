import { useLoaderData } from '@remix-run/react';
import { Container, Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import { Breadcrumbs } from '~/shared/ui/breadcrumbs.tsx';
import { AdListing } from '~/widgets/ad-listing/index.ts';
import type { allAdsLoader, searchResultLoader } from '../index.server.ts';
import * as styles from './listing-page.css.ts';

type LoaderData =
  | ReturnType<typeof useLoaderData<typeof allAdsLoader>>
  | ReturnType<typeof useLoaderData<typeof searchResultLoader>>;

/** /all-ads and /search-result: a heading over the shared listing. */
export function ListingPage() {
  const { title, listing } = useLoaderData<LoaderData>();
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <Container as="main" className={styles.page}>
      <Breadcrumbs items={[{ label: t('nav.home'), to: to('/') }, { label: title }]} />
      <Heading level={1}>{title}</Heading>
      <AdListing listing={listing} />
    </Container>
  );
}
