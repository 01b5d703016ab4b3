import { describe, expect, it } from 'vitest';
import { formValuesOf, hoursFromForm, readHoursForm } from './hours-form.ts';

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe('the business-hours form', () => {
  it('reads selected hours, ignoring empty ranges, and round-trips them', () => {
    const values = readHoursForm(
      form([
        ['mode', 'selected-hours'],
        ['mon.0.open', '08:00'],
        ['mon.0.close', '12:00'],
        ['mon.1.open', '13:30'],
        ['mon.1.close', '17:30'],
        ['sat.0.open', '18:00'],
        ['sat.0.close', '02:00'],
        ['__proto__.0.open', '01:00'],
      ]),
    );
    const result = hoursFromForm(values);
    expect(result).toEqual({
      ok: true,
      hours: {
        mode: 'selected-hours',
        days: {
          mon: [
            { open: '08:00', close: '12:00' },
            { open: '13:30', close: '17:30' },
          ],
          tue: [],
          wed: [],
          thu: [],
          fri: [],
          sat: [{ open: '18:00', close: '02:00' }],
          sun: [],
        },
      },
    });
    if (result.ok)
      expect(formValuesOf(result.hours).ranges.mon[1]).toEqual({ open: '13:30', close: '17:30' });
  });

  it('reads 24 hours on the days ticked, and the modes without details', () => {
    expect(
      hoursFromForm(
        readHoursForm(
          form([
            ['mode', '24-hours'],
            ['day', 'sat'],
            ['day', 'sun'],
          ]),
        ),
      ),
    ).toEqual({
      ok: true,
      hours: { mode: '24-hours', days: ['sat', 'sun'] },
    });
    expect(hoursFromForm(readHoursForm(form([['mode', 'permanently-closed']])))).toEqual({
      ok: true,
      hours: { mode: 'permanently-closed' },
    });
  });

  it('says what is wrong: a half range, no day, an unknown mode', () => {
    const half = hoursFromForm(
      readHoursForm(
        form([
          ['mode', 'selected-hours'],
          ['mon.0.open', '08:00'],
        ]),
      ),
    );
    expect(half).toMatchObject({
      ok: false,
      errors: expect.arrayContaining(['store.hours.rangeHalf']),
    });
    expect(hoursFromForm(readHoursForm(form([['mode', '24-hours']])))).toMatchObject({
      ok: false,
      errors: ['store.hours.dayRequired'],
    });
    expect(hoursFromForm(readHoursForm(form([['mode', 'constructor']])))).toMatchObject({
      ok: false,
    });
  });
});
