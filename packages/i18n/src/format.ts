import type { Locale } from '@repo/domain';
import { localeTag } from './locale.ts';

const KHMER_DIGITS = ['០', '១', '២', '៣', '៤', '៥', '៦', '៧', '៨', '៩'];

/** Replaces ASCII digits with Khmer digits (០–៩). */
export function toKhmerDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => KHMER_DIGITS[Number(digit)] ?? digit);
}

/**
 * A price as Cambodians read it: USD with a dollar sign, KHR with the riel sign ៛
 * after the number, no cents for whole amounts.
 */
export function formatPrice(
  amount: number,
  locale: Locale,
  currency: 'USD' | 'KHR' = 'USD',
): string {
  const whole = Number.isInteger(amount);
  const number = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: currency === 'KHR' ? 0 : 2,
  }).format(amount);
  const text = currency === 'USD' ? `$${number}` : `${number}៛`;
  return locale === 'km' ? toKhmerDigits(text) : text;
}

/** A date in the locale's long form, e.g. "22 November 2026" / "២២ វិច្ឆិកា ២០២៦". */
export function formatDate(date: Date | string | number, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTag(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Phnom_Penh',
  }).format(new Date(date));
}
