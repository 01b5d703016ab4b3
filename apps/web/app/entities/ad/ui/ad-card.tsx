import { Link } from '@remix-run/react';
import { Card, Heading } from '@repo/ui';
import { formatDate } from '@repo/i18n';
import { createContext, useContext, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale, useLocalizedPath } from '~/shared/i18n/index.ts';
import { adPath } from '../model/ad-path.ts';
import type { AdCardView } from '../model/card.ts';
import { adPriceText } from '../model/price.ts';
import * as styles from './ad-card.css.ts';
import { cornerBadge } from '~/shared/ui/badge.css.ts';

const TitleId = createContext<string | undefined>(undefined);

/** The id of the enclosing card's title link: its controls name themselves with it. */
export function useAdCardTitleId(): string | undefined {
  return useContext(TitleId);
}

/**
 * One ad in a list (related ads, likes, saved, listings): cover thumbnail, title linking to the
 * ad page, price, province and date; a paid ad's placement as a badge (a featured ad's card is
 * outlined too). Render it inside a `<ul>`; `headingLevel` fits the list's place
 * in the page outline.
 */
export function AdCard({
  ad,
  headingLevel = 3,
  priority = false,
  children,
}: {
  ad: AdCardView;
  headingLevel?: 2 | 3;
  /**
   * The page's first card, in view when it opens: its photo is the largest thing painted, so it
   * loads at once and first (not lazily, as the others).
   */
  priority?: boolean;
  /** Controls at the bottom of the card (e.g. Unlike), kept above the card-wide title link. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizedPath();
  const { amount, negotiable } = adPriceText(ad, locale, t);
  const titleId = useId();
  return (
    <Card
      as="li"
      padding="sm"
      className={ad.premium === 'featured' ? `${styles.card} ${styles.featured}` : styles.card}
      data-ad-id={ad.id}
    >
      <div className={styles.cover}>
        {ad.premium ? (
          <span className={cornerBadge} data-testid="ad-card-premium">
            {t(`adPage.card.premium.${ad.premium}`)}
          </span>
        ) : null}
        {ad.cover ? (
          <img
            src={ad.cover.src}
            width={ad.cover.width}
            height={ad.cover.height}
            alt=""
            // (No `decoding`: a lazy image is decoded off the main thread anyway, and the
            // attribute cost every card's bytes; ADR 0024.)
            loading={priority ? 'eager' : 'lazy'}
            className={styles.image}
            // Lower case: React 18 does not know `fetchPriority` (the gallery does the same).
            {...(priority ? { fetchpriority: 'high' } : {})}
          />
        ) : (
          <span>{t('adPage.card.noPhoto')}</span>
        )}
      </div>
      <Heading level={headingLevel} size={3} className={styles.title}>
        <Link to={to(adPath(ad))} className={styles.link} id={titleId}>
          {ad.title}
        </Link>
      </Heading>
      {/* One text each: adjacent texts would be told apart with `<!-- -->` in the HTML. */}
      <span className={styles.price}>
        {negotiable ? `${amount} · ${t('adPage.price.negotiable')}` : amount}
      </span>
      <span className={styles.meta}>
        {`${ad.place} · `}
        <time dateTime={ad.day}>{formatDate(ad.day, locale)}</time>
      </span>
      {children ? (
        <TitleId.Provider value={titleId}>
          <div className={styles.controls}>{children}</div>
        </TitleId.Provider>
      ) : null}
    </Card>
  );
}
