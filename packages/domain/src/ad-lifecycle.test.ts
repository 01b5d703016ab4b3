import { describe, expect, it } from 'vitest';
import {
  adAutoRenewInputSchema,
  cambodianDayStart,
  firstAutoRenewRun,
  nextAutoRenewRun,
} from './ad-lifecycle.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

function issuesOf(body: Record<string, unknown>) {
  const result = adAutoRenewInputSchema.safeParse(body);
  expect(result.success).toBe(false);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('adAutoRenewInputSchema', () => {
  it('reads a form (strings) or JSON', () => {
    expect(
      adAutoRenewInputSchema.parse({ enabled: 'on', hour: '6', minute: '30', every_days: '3' }),
    ).toEqual({ enabled: true, hour: 6, minute: 30, every_days: 3 });
    expect(
      adAutoRenewInputSchema.parse({ enabled: true, hour: 0, minute: 0, every_days: 30 }),
    ).toEqual({ enabled: true, hour: 0, minute: 0, every_days: 30 });
    expect(adAutoRenewInputSchema.parse({ enabled: 'false' })).toEqual({ enabled: false });
    expect(adAutoRenewInputSchema.parse({ enabled: false, hour: '' })).toEqual({ enabled: false });
  });

  it('names every missing or out-of-range field', () => {
    expect(issuesOf({})).toEqual({ enabled: 'validation.required' });
    expect(issuesOf({ enabled: 'maybe' })).toEqual({ enabled: 'validation.invalid' });
    expect(issuesOf({ enabled: 'true' })).toEqual({
      hour: 'validation.required',
      minute: 'validation.required',
      every_days: 'validation.required',
    });
    expect(issuesOf({ enabled: true, hour: 24, minute: '60', every_days: 0 })).toEqual({
      hour: 'validation.invalid',
      minute: 'validation.invalid',
      every_days: 'validation.invalid',
    });
    expect(issuesOf({ enabled: true, hour: '6.5', minute: -1, every_days: '31' })).toEqual({
      hour: 'validation.invalid',
      minute: 'validation.invalid',
      every_days: 'validation.invalid',
    });
    expect(issuesOf({ enabled: true, hour: [6], minute: { $gt: 1 }, every_days: 1 })).toEqual({
      hour: 'validation.invalid',
      minute: 'validation.invalid',
    });
  });
});

describe('Cambodian time', () => {
  it('starts the Cambodian day at 17:00 UTC the day before', () => {
    expect(iso(cambodianDayStart(at('2026-03-10T16:59:59.999Z')))).toBe('2026-03-09T17:00:00.000Z');
    expect(iso(cambodianDayStart(at('2026-03-10T17:00:00.000Z')))).toBe('2026-03-10T17:00:00.000Z');
    expect(iso(cambodianDayStart(at('2026-03-10T23:30:00.000Z')))).toBe('2026-03-10T17:00:00.000Z');
  });

  it('plans the first run at the next hh:mm in Phnom Penh, across the UTC midnight', () => {
    // 06:30 in Phnom Penh is 23:30 UTC the day before.
    expect(iso(firstAutoRenewRun({ hour: 6, minute: 30 }, at('2026-03-10T20:00:00Z')))).toBe(
      '2026-03-10T23:30:00.000Z',
    );
    // At 23:40 UTC (06:40 in Phnom Penh) today's 06:30 is gone: tomorrow's.
    expect(iso(firstAutoRenewRun({ hour: 6, minute: 30 }, at('2026-03-10T23:40:00Z')))).toBe(
      '2026-03-11T23:30:00.000Z',
    );
    // Exactly now is not "after now".
    expect(iso(firstAutoRenewRun({ hour: 6, minute: 30 }, at('2026-03-10T23:30:00Z')))).toBe(
      '2026-03-11T23:30:00.000Z',
    );
    // 23:15 in Phnom Penh is 16:15 UTC the same day.
    expect(iso(firstAutoRenewRun({ hour: 23, minute: 15 }, at('2026-03-10T00:00:00Z')))).toBe(
      '2026-03-10T16:15:00.000Z',
    );
    // 00:00 in Phnom Penh at 16:59 UTC: one minute later.
    expect(iso(firstAutoRenewRun({ hour: 0, minute: 0 }, at('2026-03-10T16:59:00Z')))).toBe(
      '2026-03-10T17:00:00.000Z',
    );
  });

  it('advances by every_days and skips runs already past', () => {
    const slot = at('2026-03-10T23:30:00Z');
    expect(iso(nextAutoRenewRun(slot, 1, slot + 60_000))).toBe('2026-03-11T23:30:00.000Z');
    expect(iso(nextAutoRenewRun(slot, 3, slot + 60_000))).toBe('2026-03-13T23:30:00.000Z');
    // Down for 10 days: the next run is the first one in the future, still at 06:30 in Phnom Penh.
    expect(iso(nextAutoRenewRun(slot, 3, at('2026-03-20T12:00:00Z')))).toBe(
      '2026-03-22T23:30:00.000Z',
    );
    expect(iso(nextAutoRenewRun(slot, 2, at('2026-03-12T23:30:00Z')))).toBe(
      '2026-03-14T23:30:00.000Z',
    );
    // Across the end of a month and a year.
    expect(iso(nextAutoRenewRun(at('2026-12-30T23:30:00Z'), 2, at('2026-12-31T00:00:00Z')))).toBe(
      '2027-01-01T23:30:00.000Z',
    );
  });
});
