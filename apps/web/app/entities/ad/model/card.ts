import type { AdCard, Locale } from '@repo/domain';
import { phnomPenhDay } from '@repo/i18n';
import { localizedName } from '~/shared/lib/localized-name.ts';
import { thumbView, type ImageView } from './photo.ts';

/** What the ad card shows: send only this to the browser (`toAdCardView` on the server). */
export type AdCardView = Pick<
  AdCard,
  'id' | 'title' | 'price' | 'price_kind' | 'status' | 'premium' | 'salary'
> & {
  /** The province, in the page's language. */
  place: string;
  /** The day it was last renewed, in Phnom Penh: "2026-11-26". */
  day: string;
  /** The signed-in viewer's like and save, when the API sent them (related ads, likes, saved). */
  liked?: boolean;
  saved?: boolean;
  /** The cover's thumbnail, or null without photos. */
  cover: ImageView | null;
};

/**
 * Trims an API card (`adCardSchema`) to what the card shows, in the page's language. Call it in
 * a loader: a page of cards is sent to the browser in its data too (ADR 0024).
 */
export function toAdCardView(card: AdCard, locale: Locale): AdCardView {
  return {
    id: card.id,
    title: card.title,
    price: card.price,
    price_kind: card.price_kind,
    status: card.status,
    place: localizedName(card.province.name, locale),
    cover: card.cover ? thumbView(card.cover) : null,
    day: phnomPenhDay(card.renewed_at),
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
