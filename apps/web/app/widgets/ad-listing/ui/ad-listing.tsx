import { Link } from '@remix-run/react';
import { Heading } from '@repo/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '~/shared/i18n/index.ts';
import type { ListingView } from '../api/listing.server.ts';
import { formatCount, resultCountText } from '../model/count.ts';
import { AdFeed } from './ad-feed.tsx';
import { FilterForm } from './filter-form.tsx';
import * as styles from './ad-listing.css.ts';
import * as listStates from '~/shared/ui/list-states.css.ts';

/**
 * A listing page's ads (ADR 0012): the filter form, the result count, the active filters as
 * removable chips, notes about what the address asked for and could not be used, the cards and
 * a "Next page" link (`AdFeed`: with JavaScript the next pages are appended as the reader
 * scrolls). `top` (the premium block, ADR 0014) goes above the organic results.
 * The page's loader puts `loadListing`'s view under `listing` (fetchers read it there).
 */
export function AdListing({
  listing,
  top,
  priority = false,
}: {
  listing: ListingView;
  top?: ReactNode;
  /** No top block above the results: the first result's photo loads first. */
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className={styles.layout}>
      {/* Below 1024 px the filters open in a panel over the results (a checkbox and its labels:
          no JavaScript needed); from 1024 px up they are the left column. */}
      <div className={styles.filters}>
        <input
          type="checkbox"
          id="listing-filters"
          className={styles.filtersToggle}
          aria-controls="listing-filters-panel"
        />
        <label htmlFor="listing-filters" className={styles.filtersOpen}>
          {t('listing.filters.open')}
          {listing.chips.length > 0 ? ` (${formatCount(listing.chips.length, locale)})` : ''}
        </label>
        <div id="listing-filters-panel" className={styles.filtersPanel}>
          <label htmlFor="listing-filters" className={styles.filtersClose}>
            <span aria-hidden="true">×</span> {t('listing.filters.close')}
          </label>
          <FilterForm form={listing.form} options={listing.options} />
        </div>
      </div>
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
          <p role="status" className={listStates.note} data-testid="listing-similar">
            {t('listing.similar', { q: listing.form.q })}
          </p>
        ) : null}
        {listing.notes.length > 0 ? (
          <div role="note" className={listStates.note} data-testid="listing-notes">
            <p>{t('listing.notes.heading')}</p>
            <ul>
              {listing.notes.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {top}
        <AdFeed feed={listing} priority={priority} />
      </section>
    </div>
  );
}
