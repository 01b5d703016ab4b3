/**
 * Cambodia's clock (Asia/Phnom_Penh): UTC+7 all year, no daylight saving time, so a day
 * there is always 24 hours and day arithmetic is plain arithmetic. Daily caps, view
 * counting, insights and auto-renew all count in Cambodian days.
 */

/** Cambodia's offset from UTC, fixed all year. */
export const CAMBODIA_UTC_OFFSET_MS = 7 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** The Cambodian calendar day (`YYYY-MM-DD`) of an instant. */
export function cambodianDate(at: number | Date): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  return new Date(ms + CAMBODIA_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** 00:00 in Phnom Penh of the Cambodian calendar day of `at` (ms since the epoch). */
export function cambodianDayStart(at: number): number {
  return Math.floor((at + CAMBODIA_UTC_OFFSET_MS) / DAY_MS) * DAY_MS - CAMBODIA_UTC_OFFSET_MS;
}

/** The calendar day `days` after (or before, when negative) a `YYYY-MM-DD` day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
