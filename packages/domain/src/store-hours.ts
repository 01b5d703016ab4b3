import { z } from 'zod';
import { CAMBODIA_UTC_OFFSET_MS } from './cambodia-time.ts';
import { type STORE_HOURS_MODES } from './constants.ts';

/**
 * A store's business hours (spec §4: "24 hours, selected hours, always open, permanently
 * closed, no hours available"; issue 17, ADR 0044), and whether it is open at an instant,
 * computed on Cambodia's clock (UTC+7 all year).
 *
 * The modes are the spec's (`STORE_HOURS_MODES`):
 * - `always-open`: open every hour of every day.
 * - `24-hours`: open 24 hours on the days listed (closed on the others).
 * - `selected-hours`: on each day, its ranges (several a day; a range whose close is not after
 *   its open passes midnight into the next day, e.g. 18:00–02:00).
 * - `permanently-closed`. `no-hours`: none given (nothing is said about opening).
 */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type StoreHoursMode = (typeof STORE_HOURS_MODES)[number];
/** Ranges a day may have. */
export const HOURS_RANGES_MAX = 3;

const time = z.string().regex(/^(?:[01][0-9]|2[0-3]):[0-5][0-9]$/, 'store.hours.timeInvalid');
const range = z
  .object({ open: time, close: time })
  .refine((r) => r.open !== r.close, { message: 'store.hours.rangeEmpty', path: ['close'] });

export const storeHoursSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('always-open') }),
  z.object({
    mode: z.literal('24-hours'),
    days: z.array(z.enum(WEEKDAYS)).min(1, 'store.hours.dayRequired').max(7),
  }),
  z.object({
    mode: z.literal('selected-hours'),
    days: z
      .object(
        Object.fromEntries(
          WEEKDAYS.map((day) => [day, z.array(range).max(HOURS_RANGES_MAX).default([])]),
        ) as Record<Weekday, z.ZodDefault<z.ZodArray<typeof range>>>,
      )
      .refine((days) => Object.values(days).some((ranges) => ranges.length > 0), {
        message: 'store.hours.dayRequired',
      }),
  }),
  z.object({ mode: z.literal('permanently-closed') }),
  z.object({ mode: z.literal('no-hours') }),
]);
export type StoreHours = z.infer<typeof storeHoursSchema>;

const DAY_MINUTES = 24 * 60;
const WEEK_MINUTES = 7 * DAY_MINUTES;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmmOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The open intervals of the week in minutes from Monday 00:00 (may pass Sunday midnight). */
function weekIntervals(hours: StoreHours): [number, number][] {
  if (hours.mode === '24-hours')
    return hours.days.map((day) => {
      const start = WEEKDAYS.indexOf(day) * DAY_MINUTES;
      return [start, start + DAY_MINUTES];
    });
  if (hours.mode !== 'selected-hours') return [];
  const intervals: [number, number][] = [];
  WEEKDAYS.forEach((day, index) => {
    for (const r of hours.days[day] ?? []) {
      const open = index * DAY_MINUTES + minutesOf(r.open);
      let close = index * DAY_MINUTES + minutesOf(r.close);
      if (close <= open) close += DAY_MINUTES;
      intervals.push([open, close]);
    }
  });
  return intervals;
}

/** Where a store stands at an instant: open (until when), closed (opens when), or unknown. */
export type OpenState =
  | { state: 'open'; closes: { day: Weekday; time: string } | null }
  | { state: 'closed'; opens: { day: Weekday; time: string } | null }
  | { state: 'permanently_closed' }
  | { state: 'unknown' };

/** Whether the store is open at `at` (ms since the epoch), on Cambodia's clock. */
export function openStateAt(hours: StoreHours, at: number): OpenState {
  if (hours.mode === 'always-open') return { state: 'open', closes: null };
  if (hours.mode === 'permanently-closed') return { state: 'permanently_closed' };
  if (hours.mode === 'no-hours') return { state: 'unknown' };
  const local = new Date(at + CAMBODIA_UTC_OFFSET_MS);
  // Monday 0 … Sunday 6 (getUTCDay: Sunday 0).
  const weekday = (local.getUTCDay() + 6) % 7;
  const now = weekday * DAY_MINUTES + local.getUTCHours() * 60 + local.getUTCMinutes();
  const intervals = weekIntervals(hours);
  const moment = (minutes: number) => {
    const m = ((minutes % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES;
    return { day: WEEKDAYS[Math.floor(m / DAY_MINUTES)]!, time: hhmmOf(m % DAY_MINUTES) };
  };
  // Open now, counting a range of last week that passes into this Monday.
  let closesAt: number | undefined;
  for (const [open, close] of intervals)
    for (const shift of [0, -WEEK_MINUTES])
      if (now >= open + shift && now < close + shift)
        closesAt = Math.max(closesAt ?? 0, close + shift);
  if (closesAt !== undefined) {
    // Ranges that touch (24 hours on consecutive days) continue: find where the opening ends.
    for (let joined = true; joined;) {
      joined = false;
      for (const [open, close] of intervals)
        for (const shift of [0, WEEK_MINUTES])
          if (open + shift <= closesAt && close + shift > closesAt) {
            closesAt = close + shift;
            joined = true;
          }
      if (closesAt - now >= WEEK_MINUTES) return { state: 'open', closes: null };
    }
    return { state: 'open', closes: moment(closesAt) };
  }
  // Closed: the next opening within a week.
  let next: number | undefined;
  for (const [open] of intervals) {
    const ahead = open > now ? open : open + WEEK_MINUTES;
    if (next === undefined || ahead < next) next = ahead;
  }
  return { state: 'closed', opens: next === undefined ? null : moment(next) };
}
