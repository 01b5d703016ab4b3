import type { Locale } from '@repo/domain';
import { toKhmerDigits } from '@repo/i18n';

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A whole number as the page's language writes it: 1,234 (១,២៣៤ in Khmer). */
export function formatCount(value: number, locale: Locale): string {
  const text = grouping.format(value);
  return locale === 'km' ? toKhmerDigits(text) : text;
}
