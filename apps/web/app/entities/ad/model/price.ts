import type { Locale, PriceKind } from '@repo/domain';
import { formatPrice } from '@repo/i18n';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A job's salary range (either end may be missing). */
export interface SalaryRange {
  min: number | null;
  max: number | null;
}

/**
 * An ad's price as shown on cards and the ad page: "Free" for a free ad, else the amount in
 * USD (Khmer digits in Khmer); `negotiable` says whether to show the "Negotiable" label. A job
 * shows its salary instead ("Salary $300 – $500", "Salary negotiable").
 */
export function adPriceText(
  ad: { price: number; price_kind: PriceKind; salary?: SalaryRange | null },
  locale: Locale,
  t: Translate,
): { amount: string; negotiable: boolean } {
  if (ad.salary) {
    const { min, max } = ad.salary;
    const money = (value: number) => formatPrice(value, locale);
    const amount =
      min !== null && max !== null && min !== max
        ? t('adPage.price.salaryRange', { min: money(min), max: money(max) })
        : min !== null
          ? t('adPage.price.salaryFrom', { min: money(min) })
          : max !== null
            ? t('adPage.price.salaryUpTo', { max: money(max) })
            : t('adPage.price.salaryNegotiable');
    return { amount, negotiable: false };
  }
  return {
    amount: ad.price_kind === 'free' ? t('adPage.price.free') : formatPrice(ad.price, locale),
    negotiable: ad.price_kind === 'negotiable',
  };
}
