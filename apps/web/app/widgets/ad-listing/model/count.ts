import type { Locale } from '@repo/domain';
import { formatCount } from '@repo/i18n';

export { formatCount };

type Translate = (key: string, options?: Record<string, unknown>) => string;

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
