import type { AdCard } from '@repo/domain';
import { thumbView, type ImageView } from './photo.ts';

/** What the ad card shows: send only this to the browser (`toAdCardView` on the server). */
export type AdCardView = Pick<
  AdCard,
  | 'id'
  | 'title'
  | 'price'
  | 'price_kind'
  | 'status'
  | 'province'
  | 'renewed_at'
  | 'premium'
  | 'salary'
> & {
  /** The signed-in viewer's like and save, when the API sent them (related ads, likes, saved). */
  liked?: boolean;
  saved?: boolean;
  /** The cover's thumbnail, or null without photos. */
  cover: ImageView | null;
};

/** Trims an API card (`adCardSchema`) to what the card shows. Call it in a loader. */
export function toAdCardView(card: AdCard): AdCardView {
  return {
    id: card.id,
    title: card.title,
    price: card.price,
    price_kind: card.price_kind,
    status: card.status,
    province: card.province,
    cover: card.cover ? thumbView(card.cover) : null,
    renewed_at: card.renewed_at,
    premium: card.premium,
    ...(card.salary ? { salary: card.salary } : {}),
    ...(card.liked === undefined ? {} : { liked: card.liked }),
    ...(card.saved === undefined ? {} : { saved: card.saved }),
  };
}

/** A page's block of top ads (ADR 0014): its cards, or that the API could not give them. */
export interface TopAdsView {
  cards: AdCardView[];
  /** The API could not answer: the block is left out (the page is then not shared). */
  failed: boolean;
}
