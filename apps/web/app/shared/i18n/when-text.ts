import type { Locale } from '@repo/domain';
import { formatDate, formatTime, phnomPenhDay } from '@repo/i18n';

/** When something happened, for a list: the time if it was today in Phnom Penh, else the date. */
export function whenText(iso: string, locale: Locale, now: number): string {
  return phnomPenhDay(iso) === phnomPenhDay(now)
    ? formatTime(iso, locale)
    : formatDate(iso, locale);
}
