import { Container, Heading } from '@repo/ui';
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { CompanyProfile, OpenStateLine, WeeklyHours } from '~/entities/store/index.ts';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import { Breadcrumbs } from '~/shared/ui/breadcrumbs.tsx';
import * as pageStyles from '~/shared/ui/place-page.css.ts';
import { AdListing } from '~/widgets/ad-listing/index.ts';
import { StoreAlbums } from '~/widgets/store-albums/index.ts';
import { BranchesMap } from '~/widgets/store-map/index.ts';
import type { StorePageData } from '../api/loader.server.ts';
import * as styles from './store-page.css.ts';

/**
 * `/{username}` of a store (issue 17): cover, logo, name, short description, open now, then
 * its ads with the listing's filters beside what it says about itself, its hours and its
 * categories (below the ads on a phone).
 */
export function StorePage({
  store,
  listing,
  jsonLd,
  tileUrl,
}: Omit<StorePageData, 'kind' | 'meta'>) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <Container as="main" className={pageStyles.page}>
      <Breadcrumbs items={[{ label: t('nav.home'), to: to('/') }, { label: store.name }]} />
      {store.cover ? <img src={store.cover} alt="" className={styles.cover} /> : null}
      <header className={styles.header} data-testid="store-page">
        {store.logo ? (
          <img
            src={store.logo}
            alt={t('storePage.logoAlt', { name: store.name })}
            className={styles.logo}
            width={80}
            height={80}
          />
        ) : null}
        <Heading level={1} className={styles.name}>
          {store.name}
          {store.verified ? (
            <span
              className={styles.verified}
              title={t('storePage.verifiedHint')}
              data-testid="store-verified"
            >
              <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
                <path
                  fill="currentColor"
                  d="M8 0l2 1.6 2.5-.2.7 2.4 2.2 1.3-.9 2.4.9 2.4-2.2 1.3-.7 2.4-2.5-.2L8 16l-2-1.6-2.5.2-.7-2.4L.6 10.9l.9-2.4-.9-2.4 2.2-1.3.7-2.4 2.5.2zm-1 10.6l4.6-4.6-1-1L7 8.6 5.4 7l-1 1z"
                />
              </svg>
              {t('storePage.verified')}
            </span>
          ) : null}
        </Heading>
        <p className={styles.handle}>@{store.username}</p>
      </header>
      {store.shortDescription ? <p>{store.shortDescription}</p> : null}
      <OpenStateLine open={store.open} />
      <ul className={styles.facts}>
        <li>
          <time dateTime={store.since.iso}>{t('storePage.since', { date: store.since.text })}</time>
        </li>
        <li data-testid="store-active-ads">{store.activeAds}</li>
        <li data-testid="store-followers">{store.followers}</li>
      </ul>

      <div className={styles.layout}>
        <section aria-labelledby="store-ads">
          <Heading level={2} id="store-ads" className={pageStyles.subheading}>
            {t('storePage.adsHeading', { name: store.name })}
          </Heading>
          <AdListing listing={listing} />
          {store.albums.length ? (
            <section aria-label={t('albums.title')} data-testid="store-albums">
              <StoreAlbums albums={store.albums} />
            </section>
          ) : null}
        </section>
        <aside className={styles.aside} aria-label={t('storePage.aboutHeading')}>
          {store.about ? (
            <section className={styles.section}>
              <h2>{t('storePage.aboutHeading')}</h2>
              <p className={styles.about}>{store.about}</p>
            </section>
          ) : null}
          {store.company ? (
            <section
              className={styles.section}
              aria-labelledby="store-company"
              data-testid="store-company"
            >
              <h2 id="store-company">{t('company.workingHere')}</h2>
              <CompanyProfile company={store.company} />
            </section>
          ) : null}
          <section className={styles.section} data-testid="store-hours">
            <h2>{t('store.hours.title')}</h2>
            <WeeklyHours hours={store.hours} />
          </section>
          {store.branches.length ? (
            <section className={styles.section} data-testid="store-branches">
              <h2>{t('storeBranches.title')}</h2>
              <ul className={styles.branchList}>
                {store.branches.map((branch, index) => (
                  <li key={`${branch.name}-${index}`}>
                    <strong>{branch.name}</strong>
                    <br />
                    {[branch.address, branch.places].filter(Boolean).join(', ')}
                    {branch.phone ? (
                      <>
                        <br />
                        <a href={`tel:${branch.phone}`}>{branch.phone}</a>
                      </>
                    ) : null}
                    {branch.directions ? (
                      <>
                        <br />
                        <a
                          href={branch.directions}
                          aria-label={t('storeBranches.directionsTo', { name: branch.name })}
                        >
                          {t('storeBranches.directions')}
                        </a>
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
              <BranchesMap tileUrl={tileUrl} branches={store.branches} listed={false} />
            </section>
          ) : null}
          {store.categories.length ? (
            <section className={styles.section}>
              <h2>{t('storePage.categoriesHeading')}</h2>
              <ul className={styles.chips}>
                {store.categories.map((category) => (
                  <li key={category.path}>
                    <Link to={to(category.path)} className={styles.chipLink}>
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {store.keywords.length ? (
            <section className={styles.section}>
              <h2>{t('storePage.keywordsHeading')}</h2>
              <ul className={styles.chips}>
                {store.keywords.map((word) => (
                  <li key={word} className={styles.keyword}>
                    {word}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </aside>
      </div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </Container>
  );
}
