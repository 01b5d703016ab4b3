import type { Locale } from '@repo/domain';
import { toKhmerDigits } from '@repo/i18n';

/** Made at first use: an Intl formatter costs a few milliseconds, not to be paid at page load. */
let grouping: Intl.NumberFormat | undefined;

/** A whole number as the page's language writes it: 1,234 (១,២៣៤ in Khmer). */
export function formatCount(value: number, locale: Locale): string {
  grouping ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  const text = grouping.format(value);
  return locale === 'km' ? toKhmerDigits(text) : text;
}
