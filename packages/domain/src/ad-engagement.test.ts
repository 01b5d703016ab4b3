import { describe, expect, it } from 'vitest';
import { addDays, adToggleInputSchema, cambodianDate } from './ad-engagement.ts';

describe('Cambodian days', () => {
  it('turns at midnight in Phnom Penh (17:00 UTC), not at UTC midnight', () => {
    expect(cambodianDate(Date.parse('2026-12-31T16:59:59.999Z'))).toBe('2026-12-31');
    expect(cambodianDate(Date.parse('2026-12-31T17:00:00.000Z'))).toBe('2027-01-01');
    expect(cambodianDate(new Date('2027-01-01T00:30:00.000Z'))).toBe('2027-01-01');
    expect(cambodianDate(Date.parse('2027-01-01T23:59:59.000Z'))).toBe('2027-01-02');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-12-10', -29)).toBe('2026-11-11');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addDays('2026-06-15', 0)).toBe('2026-06-15');
  });
});

describe('adToggleInputSchema', () => {
  const parse = (value: unknown) => adToggleInputSchema.safeParse({ value });
  const message = (value: unknown) => parse(value).error?.issues[0]?.message;

  it('reads JSON booleans and form words', () => {
    for (const value of [true, 'true', 'TRUE', '1', 'on', 'yes', ' true ']) {
      expect(parse(value).data, String(value)).toEqual({ value: true });
    }
    for (const value of [false, 'false', '0', 'off', 'no']) {
      expect(parse(value).data, String(value)).toEqual({ value: false });
    }
  });

  it('says what is wrong with anything else', () => {
    expect(message(undefined)).toBe('validation.required');
    expect(message('')).toBe('validation.required');
    expect(message('  ')).toBe('validation.required');
    for (const value of ['maybe', 2, null, ['true'], {}]) {
      expect(message(value), JSON.stringify(value)).toBe('validation.invalid');
    }
  });
});
