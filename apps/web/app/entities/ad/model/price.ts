import type { Locale, PriceKind } from '@repo/domain';
import { formatPrice } from '@repo/i18n';

type Translate = (key: string) => string;

/**
 * An ad's price as shown on cards and the ad page: "Free" for a free ad, else the amount in
 * USD (Khmer digits in Khmer); `negotiable` says whether to show the "Negotiable" label.
 */
export function adPriceText(
  ad: { price: number; price_kind: PriceKind },
  locale: Locale,
  t: Translate,
): { amount: string; negotiable: boolean } {
  return {
    amount: ad.price_kind === 'free' ? t('adPage.price.free') : formatPrice(ad.price, locale),
    negotiable: ad.price_kind === 'negotiable',
  };
}
