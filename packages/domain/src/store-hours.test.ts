import { describe, expect, it } from 'vitest';
import { openStateAt, storeHoursSchema, type StoreHours } from './store-hours.ts';

/** An instant in Phnom Penh: 2026-11-30 is a Monday. */
const at = (day: number, hhmm: string) =>
  Date.parse(`2026-11-${String(30 + day).padStart(2, '0')}T${hhmm}:00+07:00`);
const mon = (hhmm: string) => at(0, hhmm);
const tue = (hhmm: string) => Date.parse(`2026-12-01T${hhmm}:00+07:00`);
const sun = (hhmm: string) => Date.parse(`2026-12-06T${hhmm}:00+07:00`);

const weekdays: StoreHours = storeHoursSchema.parse({
  mode: 'selected-hours',
  days: {
    mon: [
      { open: '08:00', close: '12:00' },
      { open: '13:30', close: '17:30' },
    ],
    tue: [{ open: '08:00', close: '17:30' }],
  },
});

describe('store hours', () => {
  it('says open until the range ends, closed until the next one opens (Phnom Penh time)', () => {
    expect(openStateAt(weekdays, mon('09:15'))).toEqual({
      state: 'open',
      closes: { day: 'mon', time: '12:00' },
    });
    expect(openStateAt(weekdays, mon('12:30'))).toEqual({
      state: 'closed',
      opens: { day: 'mon', time: '13:30' },
    });
    expect(openStateAt(weekdays, mon('20:00'))).toEqual({
      state: 'closed',
      opens: { day: 'tue', time: '08:00' },
    });
    // After Tuesday, the next opening is next Monday.
    expect(openStateAt(weekdays, tue('18:00'))).toEqual({
      state: 'closed',
      opens: { day: 'mon', time: '08:00' },
    });
    // The same instant written in UTC: 01:15 UTC is 08:15 in Phnom Penh.
    expect(openStateAt(weekdays, Date.parse('2026-11-30T01:15:00Z')).state).toBe('open');
  });

  it('passes midnight, also from Sunday into Monday', () => {
    const night = storeHoursSchema.parse({
      mode: 'selected-hours',
      days: { sun: [{ open: '18:00', close: '02:00' }] },
    });
    expect(openStateAt(night, sun('23:30'))).toEqual({
      state: 'open',
      closes: { day: 'mon', time: '02:00' },
    });
    expect(openStateAt(night, mon('01:59')).state).toBe('open');
    expect(openStateAt(night, mon('02:00'))).toEqual({
      state: 'closed',
      opens: { day: 'sun', time: '18:00' },
    });
  });

  it('knows the other modes: always, 24 hours on some days, closed for good, no hours', () => {
    expect(openStateAt({ mode: 'always-open' }, mon('03:00'))).toEqual({
      state: 'open',
      closes: null,
    });
    const allDay = storeHoursSchema.parse({ mode: '24-hours', days: ['mon', 'tue', 'sat'] });
    // Monday and Tuesday join into one opening, until Wednesday 00:00.
    expect(openStateAt(allDay, mon('10:00'))).toEqual({
      state: 'open',
      closes: { day: 'wed', time: '00:00' },
    });
    expect(openStateAt(allDay, sun('10:00'))).toEqual({
      state: 'closed',
      opens: { day: 'mon', time: '00:00' },
    });
    const everyDay = storeHoursSchema.parse({
      mode: '24-hours',
      days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
    });
    expect(openStateAt(everyDay, mon('10:00'))).toEqual({ state: 'open', closes: null });
    expect(openStateAt({ mode: 'permanently-closed' }, mon('10:00'))).toEqual({
      state: 'permanently_closed',
    });
    expect(openStateAt({ mode: 'no-hours' }, mon('10:00'))).toEqual({ state: 'unknown' });
  });

  it('refuses hours that say nothing or make no sense, with a reason', () => {
    const issues = (value: unknown) => {
      const parsed = storeHoursSchema.safeParse(value);
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    };
    expect(issues({ mode: 'selected-hours', days: {} })).toContain('store.hours.dayRequired');
    expect(issues({ mode: '24-hours', days: [] })).toContain('store.hours.dayRequired');
    expect(
      issues({ mode: 'selected-hours', days: { mon: [{ open: '25:00', close: '10:00' }] } }),
    ).toContain('store.hours.timeInvalid');
    expect(
      issues({ mode: 'selected-hours', days: { mon: [{ open: '10:00', close: '10:00' }] } }),
    ).toContain('store.hours.rangeEmpty');
    expect(issues({ mode: 'sometimes' }).length).toBeGreaterThan(0);
    expect(
      issues({ mode: 'selected-hours', days: { __proto__: [{ open: '10:00', close: '11:00' }] } }),
    ).toContain('store.hours.dayRequired');
  });
});
