import type { Locale } from '@repo/domain';

const KHMER_DIGITS = ['០', '១', '២', '៣', '៤', '៥', '៦', '៧', '៨', '៩'];

/*
 * Intl number formatters are costly to build (a page of ad cards formats dozens of prices):
 * each one is built once and reused; they hold no state between calls.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(minimumFractionDigits: number, maximumFractionDigits: number) {
  const key = `${minimumFractionDigits}:${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits, maximumFractionDigits });
    numberFormats.set(key, format);
  }
  return format;
}

/** Replaces ASCII digits with Khmer digits (០–៩). */
export function toKhmerDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => KHMER_DIGITS[Number(digit)] ?? digit);
}

/** A whole number as the page's language writes it: 1,234 (១,២៣៤ in Khmer). */
export function formatCount(value: number, locale: Locale): string {
  const text = numberFormat(0, 0).format(value);
  return locale === 'km' ? toKhmerDigits(text) : text;
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
  const number = numberFormat(whole ? 0 : 2, currency === 'KHR' ? 0 : 2).format(amount);
  const text = currency === 'USD' ? `$${number}` : `${number}៛`;
  return locale === 'km' ? toKhmerDigits(text) : text;
}

const MONTHS = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  km: ['មករា', 'កុម្ភៈ', 'មីនា', 'មេសា', 'ឧសភា', 'មិថុនា', 'កក្កដា', 'សីហា', 'កញ្ញា', 'តុលា', 'វិច្ឆិកា', 'ធ្នូ'],
} as const satisfies Record<Locale, readonly string[]>;
/** Cambodia is UTC+7 all year (no daylight saving time). */
const PHNOM_PENH_OFFSET_MS = 7 * 3600 * 1000;

/**
 * A date in Cambodia's calendar in the locale's long form, e.g. "November 22, 2026" /
 * "២២ វិច្ឆិកា ២០២៦". Written out by hand rather than with `Intl`: browsers ship different
 * locale data (some have no Khmer dates at all), and the server and the browser must
 * print the same text or hydration fails.
 */
export function formatDate(date: Date | string | number, locale: Locale): string {
  const local = new Date(new Date(date).getTime() + PHNOM_PENH_OFFSET_MS);
  const day = local.getUTCDate();
  const month = MONTHS[locale][local.getUTCMonth()];
  const year = local.getUTCFullYear();
  return locale === 'km' ? toKhmerDigits(`${day} ${month} ${year}`) : `${month} ${day}, ${year}`;
}

/**
 * The time of day in Phnom Penh, 24-hour: "14:05" / "១៤:០៥" (written by hand for the reason
 * `formatDate` is).
 */
export function formatTime(date: Date | string | number, locale: Locale): string {
  const local = new Date(new Date(date).getTime() + PHNOM_PENH_OFFSET_MS);
  const text = local.toISOString().slice(11, 16);
  return locale === 'km' ? toKhmerDigits(text) : text;
}

/** The calendar day in Phnom Penh, as `<time dateTime>` wants it: "2026-11-26". */
export function phnomPenhDay(date: Date | string | number): string {
  return new Date(new Date(date).getTime() + PHNOM_PENH_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * A day without its year, short, for a chart's axis: "Nov 22" / "២២ វិច្ឆិកា" (Khmer month
 * names are short already). Written by hand for the reason `formatDate` is.
 */
export function formatDayMonth(date: Date | string | number, locale: Locale): string {
  const local = new Date(new Date(date).getTime() + PHNOM_PENH_OFFSET_MS);
  const day = local.getUTCDate();
  const month = MONTHS[locale][local.getUTCMonth()]!;
  return locale === 'km' ? toKhmerDigits(`${day} ${month}`) : `${month.slice(0, 3)} ${day}`;
}

/**
 * A calendar month given as `YYYY-MM` (what `<input type="month">` sends): "March 2024" /
 * "មីនា ២០២៤". Anything else comes back as it was.
 */
export function formatMonth(value: string, locale: Locale): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  if (!match) return value;
  const text = `${MONTHS[locale][Number(match[2]) - 1]} ${match[1]}`;
  return locale === 'km' ? toKhmerDigits(text) : text;
}
