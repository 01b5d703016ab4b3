import { Link, useLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { Button, Card, Container, Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { useLocale, useLocalizedPath } from '~/shared/i18n/index.ts';
import { formatCount } from '@repo/i18n';
import { AdFeed } from '~/widgets/ad-listing/index.ts';
import { TopAds } from '~/widgets/top-ads/index.ts';
import type { loader } from '../index.server.ts';
import * as styles from './home-page.css.ts';

/**
 * The home page: the main categories with live ad counts (their pages list the
 * subcategories, ADR 0024), the top ads of the moment, the
 * provinces, and the latest ads as an endless list (plain next-page links without JavaScript).
 */
export function HomePage() {
  const { tree, categoriesFailed, countsKnown, provinces, provincesFailed, top, listing } =
    useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizedPath();

  return (
    <Container as="main" className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.brand}>{t('app.name')}</p>
        <Heading level={1}>{t('app.tagline')}</Heading>
        <Button asChild>
          <Link to={to('/post')} className={styles.postAd}>
            {t('home.postAd')}
          </Link>
        </Button>
      </header>

      <ReferenceSection
        id="categories-heading"
        title={t('home.categoriesHeading')}
        unavailable={
          categoriesFailed && tree.length === 0 ? t('home.categoriesUnavailable') : undefined
        }
      >
        <ul className={styles.categoryGrid} data-testid="category-tree">
          {tree.map(({ slug, name, count, subcategoryCount }) => (
            <Card as="li" key={slug} data-slug={slug}>
              <Heading level={3} className={styles.categoryName}>
                <Link to={to(`/c-${slug}`)} className={styles.categoryLink}>
                  {name}
                </Link>
              </Heading>
              <p className={styles.muted}>
                {countsKnown
                  ? t('showcase.categories.count', { count, number: formatCount(count, locale) })
                  : t('home.subcategoryCount', { count: subcategoryCount })}
              </p>
            </Card>
          ))}
        </ul>
      </ReferenceSection>

      {top.cards.length > 0 ? (
        <div className={styles.top}>
          <TopAds top={top} />
        </div>
      ) : null}

      <ReferenceSection
        id="provinces-heading"
        title={t('home.provincesHeading')}
        unavailable={
          provincesFailed && provinces.length === 0 ? t('home.provincesUnavailable') : undefined
        }
      >
        <ul className={styles.provinceList} data-testid="province-list">
          {provinces.map((province) => (
            <li key={province.slug} data-slug={province.slug}>
              <Link to={to(`/all-ads-in-${province.slug}`)}>{province.name}</Link>
            </li>
          ))}
        </ul>
      </ReferenceSection>

      <section aria-labelledby="latest-heading" className={styles.latest}>
        <div className={styles.latestHeader}>
          <Heading level={2} id="latest-heading" className={styles.heading}>
            {t('showcase.latest.heading')}
          </Heading>
          <Link to={to('/all-ads')}>{t('showcase.latest.all')}</Link>
        </div>
        <AdFeed feed={listing} />
      </section>
    </Container>
  );
}

/** A titled block of reference data, or a notice when it could not be loaded. */
function ReferenceSection(props: {
  id: string;
  title: string;
  unavailable?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={props.id}>
      <Heading level={2} id={props.id} className={styles.heading}>
        {props.title}
      </Heading>
      {props.unavailable ? (
        <p role="alert" className={styles.notice}>
          {props.unavailable}
        </p>
      ) : (
        props.children
      )}
    </section>
  );
}
