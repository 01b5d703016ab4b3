import { Link } from '@remix-run/react';
import { Button, Card, Container, Heading } from '@repo/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AdCard } from '~/entities/ad/index.ts';
import { CompanyProfile } from '~/entities/store/index.ts';
import { CardMarks, MarkButton, PhoneReveal, ViewBeacon } from '~/features/ad-engagement/index.ts';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import { useIdleAfterHydration } from '~/shared/lib/after-hydration.ts';
import { Breadcrumbs } from '~/shared/ui/breadcrumbs.tsx';
import type { AdViewData } from '../api/loader.server.ts';
import * as styles from './ad-page.css.ts';
import { ApplyCard } from './apply-section.tsx';
import { Gallery } from './gallery.tsx';

/**
 * "Copy link" exists only once the page is hydrated (it needs the clipboard), so its code, with
 * the tooltip's positioning, is fetched when the page is idle after hydration instead of with
 * the page.
 */
const ShareButton = lazy(() => import('./share-button.tsx'));

/**
 * The ad page: photos, title, price, the category's fields, description, place, dates and
 * views; the seller with the phone reveal; like, save and share; similar ads.
 */
export function AdPage({ ad, apply, related, jsonLd }: Omit<AdViewData, 'meta' | 'canonicalPath'>) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const available = ad.status === 'active';
  const idle = useIdleAfterHydration();

  return (
    <Container as="main" className={styles.page}>
      <Breadcrumbs
        items={[
          { label: t('nav.home'), to: to('/') },
          { label: ad.parent.name, to: to(ad.parent.path) },
          { label: ad.category.name, to: to(ad.category.path) },
          { label: ad.title },
        ]}
      />
      {ad.status === 'sold' || ad.status === 'expired' ? (
        <p role="status" className={styles.banner} data-status={ad.status}>
          {t(`adPage.status.${ad.status}`)}
        </p>
      ) : null}

      <header className={styles.header}>
        <Heading level={1} className={styles.title}>
          {ad.title}
        </Heading>
        <p className={styles.priceLine}>
          <span className={styles.price} data-testid="ad-price">
            {ad.price.amount}
          </span>
          {ad.price.negotiable ? (
            <span className={styles.badge}>{t('adPage.price.negotiable')}</span>
          ) : null}
        </p>
        <ul className={styles.facts}>
          <li>
            <time dateTime={ad.posted.iso}>{t('adPage.posted', { date: ad.posted.text })}</time>
          </li>
          {ad.renewed ? (
            <li>
              <time dateTime={ad.renewed.iso}>
                {t('adPage.renewed', { date: ad.renewed.text })}
              </time>
            </li>
          ) : null}
          <li data-testid="ad-views">{t('adPage.views', { count: ad.views })}</li>
        </ul>
        <ViewBeacon adId={ad.id} />
      </header>

      <div className={styles.layout}>
        <div className={styles.main}>
          <Gallery key={ad.id} photos={ad.photos} title={ad.title} />

          {ad.specs.length > 0 ? (
            <section className={styles.section} aria-labelledby="ad-details">
              <Heading level={2} id="ad-details" className={styles.sectionHeading}>
                {t('adPage.details')}
              </Heading>
              <table className={styles.specTable}>
                <tbody>
                  {ad.specs.map((row) => (
                    <tr key={row.key}>
                      <th scope="row" className={styles.specLabel}>
                        {row.label}
                      </th>
                      <td className={styles.specValue}>{row.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ) : null}

          <section className={styles.section} aria-labelledby="ad-description">
            <Heading level={2} id="ad-description" className={styles.sectionHeading}>
              {t('adPage.description')}
            </Heading>
            <p className={styles.description} data-testid="ad-description">
              {ad.description}
            </p>
          </section>

          <section className={styles.section} aria-labelledby="ad-location">
            <Heading level={2} id="ad-location" className={styles.sectionHeading}>
              {t('adPage.location')}
            </Heading>
            <p className={styles.description} data-testid="ad-location">
              {ad.places}
            </p>
            <p className={styles.muted}>
              {t('adPage.address')}: {ad.address}
            </p>
          </section>
        </div>

        <div className={styles.side}>
          <div className={styles.actions}>
            <MarkButton kind="like" adId={ad.id} active={ad.liked} count={ad.likes} />
            <MarkButton kind="save" adId={ad.id} active={ad.saved} count={ad.saves} />
            {idle ? (
              <Suspense fallback={null}>
                <ShareButton />
              </Suspense>
            ) : null}
          </div>
          {ad.store ? (
            <Card as="section" aria-labelledby="ad-store" data-testid="ad-store-card">
              <Heading level={2} size={3} id="ad-store" className={styles.sectionHeading}>
                {t('storePage.card.heading')}
              </Heading>
              <p className={styles.sellerName}>
                {ad.store.logo ? (
                  <img
                    src={ad.store.logo}
                    alt=""
                    width={40}
                    height={40}
                    className={styles.storeLogo}
                  />
                ) : null}
                <Link to={to(`/${ad.store.username}`)}>{ad.store.name}</Link>
              </p>
              <p className={styles.muted}>@{ad.store.username}</p>
              <p>
                <Link to={to(`/${ad.store.username}`)}>{t('storePage.card.visit')}</Link>
              </p>
            </Card>
          ) : null}
          {ad.store?.company ? (
            <Card as="section" aria-labelledby="ad-company" data-testid="ad-company-card">
              <Heading level={2} size={3} id="ad-company" className={styles.sectionHeading}>
                {t('company.aboutCompany')}
              </Heading>
              <CompanyProfile company={ad.store.company} />
            </Card>
          ) : null}
          {ad.store ? null : (
            <Card as="section" aria-labelledby="ad-seller">
              <Heading level={2} size={3} id="ad-seller" className={styles.sectionHeading}>
                {t('adPage.seller.heading')}
              </Heading>
              <p className={styles.sellerName}>
                {ad.seller.username ? (
                  <Link to={to(`/${ad.seller.username}`)}>{ad.seller.name}</Link>
                ) : (
                  ad.seller.name
                )}
              </p>
              <p className={styles.muted}>
                <time dateTime={ad.seller.since.iso}>
                  {t('adPage.seller.memberSince', { date: ad.seller.since.text })}
                </time>
              </p>
              {ad.seller.username ? (
                <p>
                  <Link to={to(`/${ad.seller.username}`)}>
                    {t('adPage.seller.profile', { name: ad.seller.name })}
                  </Link>
                </p>
              ) : null}
            </Card>
          )}
          {apply ? <ApplyCard section={apply} /> : null}
          <Card as="section" aria-labelledby="ad-phones">
            <Heading level={2} size={3} id="ad-phones" className={styles.sectionHeading}>
              {t('adPage.phones.heading')}
            </Heading>
            <p className={styles.muted}>{ad.contactName}</p>
            {available ? (
              <>
                <PhoneReveal key={ad.id} adId={ad.id} />
                {/* A visitor signs in first and comes back (the guard's redirect). */}
                <Button asChild fullWidth className={styles.chatButton}>
                  <Link to={to(`/chats?ad=${ad.id}`)} data-testid="ad-chat">
                    {t('adPage.chat')}
                  </Link>
                </Button>
              </>
            ) : (
              <p className={styles.muted}>{t('adPage.phones.unavailable')}</p>
            )}
          </Card>
        </div>
      </div>

      {related.length > 0 ? (
        <section className={styles.section} aria-labelledby="ad-related">
          <Heading level={2} id="ad-related" className={styles.sectionHeading}>
            {t('adPage.related')}
          </Heading>
          <ul className={styles.relatedGrid}>
            {related.map((card) => (
              <AdCard key={card.id} ad={card}>
                <CardMarks adId={card.id} liked={card.liked} saved={card.saved} />
              </AdCard>
            ))}
          </ul>
        </section>
      ) : null}
      {/* Serialised with `<` escaped (model/json-ld.ts): the data cannot end this element. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </Container>
  );
}
