import { Link, useLocation } from '@remix-run/react';
import { Heading, ListLoader, type ListLoaderState } from '@repo/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AdCard } from '~/entities/ad/index.ts';
import { CardMarks } from '~/features/ad-engagement/index.ts';
import { useLocale } from '~/shared/i18n/index.ts';
import type { ListingView } from '../api/listing.server.ts';
import { resultCountText } from '../model/count.ts';
import { useMorePages } from '../model/use-more-pages.ts';
import { FilterForm } from './filter-form.tsx';
import * as styles from './ad-listing.css.ts';

/**
 * A listing page's ads (ADR 0012): the filter form, the result count, the active filters as
 * removable chips, notes about what the address asked for and could not be used, the cards and
 * a "Next page" link. With JavaScript the next pages are appended as the reader scrolls.
 * The page's loader puts `loadListing`'s view under `listing` (fetchers read it there).
 */
export function AdListing({ listing }: { listing: ListingView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const more = useMorePages(listing.nextHref, `${pathname}${search}`);
  const sentinel = useRef<HTMLElement>(null);

  // Load the next page once the end of the list comes near.
  const { load, next, loading, failed } = more;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !next || loading || failed || typeof IntersectionObserver === 'undefined')
      return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [load, next, loading, failed]);

  const cards = [...listing.cards, ...more.cards];
  const labels = {
    loading: t('listLoader.loading'),
    noMore: t('listLoader.noMore'),
    noResults: t('listLoader.noResults'),
    error: t('listing.error'),
  };
  let footer: ListLoaderState | null = null;
  if (loading) footer = 'loading';
  else if (failed) footer = 'error';
  else if (!next && (listing.paged || more.appended)) footer = 'no-more';

  return (
    <div className={styles.layout}>
      <FilterForm form={listing.form} options={listing.options} />
      <section className={styles.results} aria-labelledby="listing-count">
        <Heading level={2} size={3} id="listing-count" className={styles.count}>
          {listing.failed
            ? t('listing.results')
            : resultCountText(t, locale, { total: listing.total, estimate: listing.estimate })}
        </Heading>
        {listing.chips.length > 0 ? (
          <ul className={styles.chips} aria-label={t('listing.chips.label')}>
            {listing.chips.map((chip) => (
              <li key={chip.param}>
                <Link
                  to={chip.href}
                  className={styles.chip}
                  aria-label={t('listing.chips.remove', { label: chip.label })}
                  data-testid="listing-chip"
                >
                  {chip.label}
                  <span aria-hidden="true" className={styles.chipCross}>
                    ×
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {listing.similar ? (
          <p role="status" className={styles.notes} data-testid="listing-similar">
            {t('listing.similar', { q: listing.form.q })}
          </p>
        ) : null}
        {listing.notes.length > 0 ? (
          <div role="note" className={styles.notes} data-testid="listing-notes">
            <p>{t('listing.notes.heading')}</p>
            <ul>
              {listing.notes.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {listing.failed ? (
          <ListLoader
            state="error"
            labels={labels}
            retryLabel={t('listing.retry')}
            retryHref={listing.href}
          />
        ) : cards.length === 0 ? (
          <ListLoader state="no-results" labels={labels} />
        ) : (
          <ul className={styles.grid} data-testid="listing-cards">
            {cards.map((card) => (
              <AdCard key={card.id} ad={card}>
                <CardMarks
                  adId={card.id}
                  title={card.title}
                  liked={card.liked}
                  saved={card.saved}
                />
              </AdCard>
            ))}
          </ul>
        )}
        {footer === 'error' && next ? (
          <ListLoader
            state="error"
            labels={labels}
            retryLabel={t('listing.retry')}
            retryHref={next}
            onRetry={load}
          />
        ) : footer ? (
          <ListLoader state={footer} labels={labels} />
        ) : null}
        {next ? (
          <nav ref={sentinel} aria-label={t('listing.pager')} className={styles.pager}>
            <Link to={next} rel="next">
              {t('listing.nextPage')}
            </Link>
          </nav>
        ) : null}
      </section>
    </div>
  );
}
