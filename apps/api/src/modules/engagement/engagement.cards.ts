import type { AdCard, Photo } from '@repo/domain';
import type { Db } from '../../db/client.ts';
import { effectiveStatus, place } from '../ads/index.ts';
import { coversOfAds } from '../photos/index.ts';
import type { CardRow } from './engagement.cards.repository.ts';
import { viewerMarks } from './engagement.marks.repository.ts';

/** Ad cards as the API answers them (`AdCard`): this module owns them, likes and saves included. */

export function toCard(row: CardRow, cover: Photo | null, now: number): AdCard {
  const { ad, category } = row;
  return {
    id: String(ad.id),
    title: ad.title,
    price: Number(ad.price),
    price_kind: ad.priceKind as AdCard['price_kind'],
    status: effectiveStatus(ad, now),
    category: {
      id: String(category.id),
      slug: category.slug,
      name: { en: category.nameEn, km: category.nameKm },
    },
    province: place(row.province)!,
    cover,
    posted_at: ad.postedAt.toISOString(),
    renewed_at: ad.renewedAt.toISOString(),
    views: ad.views,
    likes: ad.likes,
    saves: ad.saves,
    premium:
      ad.premiumUntil && ad.premiumUntil.getTime() > now
        ? (ad.premiumType as NonNullable<AdCard['premium']>)
        : null,
    ...(category.type === 'job'
      ? { salary: { min: amountOf(ad.salaryMin), max: amountOf(ad.salaryMax) } }
      : {}),
  };
}

/** A stored amount (jsonb text), or null when missing or not a number. */
function amountOf(text: string | null): number | null {
  const value = text === null ? Number.NaN : Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * Cards of joined rows (`selectCards`), with their covers and the viewer's `liked`/`saved`
 * (one query each for the page; false for a visitor). Shared by every list of ads.
 */
export function createCardBuilder(options: { db: Db; now: () => number; mediaBaseUrl: string }) {
  const { db, now, mediaBaseUrl } = options;
  return async function cardsOf(rows: CardRow[], viewerId: number | null): Promise<AdCard[]> {
    const ids = rows.map((row) => row.ad.id);
    const [covers, marks] = await Promise.all([
      coversOfAds(db, ids, mediaBaseUrl),
      viewerMarks(db, viewerId, ids),
    ]);
    const at = now();
    return rows.map((row) => ({
      ...toCard(row, covers.get(row.ad.id) ?? null, at),
      liked: marks.get(row.ad.id)?.liked ?? false,
      saved: marks.get(row.ad.id)?.saved ?? false,
    }));
  };
}
