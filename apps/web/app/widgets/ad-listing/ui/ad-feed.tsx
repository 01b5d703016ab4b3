import { Link } from '@remix-run/react';
import { ListLoader, type ListLoaderState } from '@repo/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AdCard, type AdCardView } from '~/entities/ad/index.ts';
import { CardMarks } from '~/features/ad-engagement/index.ts';
import { useMorePages } from '../model/use-more-pages.ts';
import * as styles from './ad-listing.css.ts';

/** One page of cards and where the list goes on (a listing's or the home page's feed). */
export interface FeedView {
  cards: AdCardView[];
  /** The next page's address; null on the last page. */
  nextHref: string | null;
  /** A later page (reached by "Next page"): the list then says when it ends. */
  paged: boolean;
  /** The API could not answer. */
  failed: boolean;
  /** This page again (the error state's retry). */
  href: string;
}

/**
 * A list of ad cards that goes on: a "Next page" link that works without JavaScript; with it,
 * the next pages are appended as the reader nears the end, with the list loader's states
 * (Loading..., No more., No results., Error. with "Try again"). The page's loader must put
 * the view under `listing`: the next pages are that loader's answers, read by a fetcher.
 */
export function AdFeed({
  feed,
  priority = false,
}: {
  feed: FeedView;
  /** The list opens the page: its first card's photo loads first (`AdCard`'s `priority`). */
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const more = useMorePages(feed.nextHref);
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

  const cards = [...feed.cards, ...more.cards];
  const labels = {
    loading: t('listLoader.loading'),
    noMore: t('listLoader.noMore'),
    noResults: t('listLoader.noResults'),
    error: t('listing.error'),
  };
  let footer: ListLoaderState | null = null;
  if (loading) footer = 'loading';
  else if (failed) footer = 'error';
  else if (!next && (feed.paged || more.appended)) footer = 'no-more';

  return (
    <>
      {feed.failed ? (
        <ListLoader
          state="error"
          labels={labels}
          retryLabel={t('listing.retry')}
          retryHref={feed.href}
        />
      ) : cards.length === 0 ? (
        <ListLoader state="no-results" labels={labels} />
      ) : (
        <ul className={styles.grid} data-testid="listing-cards">
          {cards.map((card, index) => (
            <AdCard key={card.id} ad={card} priority={priority && index === 0}>
              <CardMarks adId={card.id} liked={card.liked} saved={card.saved} />
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
    </>
  );
}
