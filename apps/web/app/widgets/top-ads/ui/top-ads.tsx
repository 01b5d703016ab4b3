import { Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { AdCard } from '~/entities/ad/index.ts';
import { CardMarks } from '~/features/ad-engagement/index.ts';
import type { TopAdsView } from '~/entities/ad/index.ts';
import * as styles from './top-ads.css.ts';

/**
 * The premium "top" ads of the moment (ADR 0014), in a block marked as paid placement above
 * the organic results: it never takes their place. Nothing is shown when there are none.
 */
export function TopAds({
  top,
  headingLevel = 2,
  priority = false,
}: {
  top: TopAdsView;
  headingLevel?: 2 | 3;
  /** The block opens the page: its first card's photo loads first (`AdCard`'s `priority`). */
  priority?: boolean;
}) {
  const { t } = useTranslation();
  if (top.cards.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="top-ads-heading" data-testid="top-ads">
      <div className={styles.header}>
        <Heading level={headingLevel} size={3} id="top-ads-heading" className={styles.heading}>
          {t('showcase.top.heading')}
        </Heading>
        <p className={styles.hint}>{t('showcase.top.hint')}</p>
      </div>
      <ul className={styles.grid}>
        {top.cards.map((card, index) => (
          <AdCard
            key={card.id}
            ad={card}
            headingLevel={headingLevel === 2 ? 3 : 2}
            priority={priority && index === 0}
          >
            <CardMarks adId={card.id} liked={card.liked} saved={card.saved} />
          </AdCard>
        ))}
      </ul>
    </section>
  );
}
