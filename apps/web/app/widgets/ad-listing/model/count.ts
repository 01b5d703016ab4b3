import type { Locale } from '@repo/domain';
import { toKhmerDigits } from '@repo/i18n';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A whole number as the page's language writes it: 1,234 (១,២៣៤ in Khmer). */
export function formatCount(value: number, locale: Locale): string {
  const text = grouping.format(value);
  return locale === 'km' ? toKhmerDigits(text) : text;
}

/** "1 ad", "1,234 ads", or "1,000+ ads" when the API only estimates the total. */
export function resultCountText(
  t: Translate,
  locale: Locale,
  { total, estimate }: { total: number; estimate: boolean },
): string {
  const number = formatCount(total, locale);
  return estimate
    ? t('listing.countEstimate', { number })
    : t('listing.count', { count: total, number });
}
