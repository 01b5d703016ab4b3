import { describe, expect, it } from 'vitest';
import { openingHoursOf, storeJsonLd } from './store-json-ld.ts';

describe('the store page JSON-LD', () => {
  it('writes each range of selected hours as an opening hours specification', () => {
    const hours = openingHoursOf({
      mode: 'selected-hours',
      days: {
        mon: [
          { open: '08:00', close: '12:00' },
          { open: '13:30', close: '17:30' },
        ],
        tue: [],
        wed: [],
        thu: [],
        fri: [{ open: '18:00', close: '02:00' }],
        sat: [],
        sun: [],
      },
    });
    expect(hours).toEqual([
      expect.objectContaining({ dayOfWeek: ['https://schema.org/Monday'], opens: '08:00' }),
      expect.objectContaining({ dayOfWeek: ['https://schema.org/Monday'], closes: '17:30' }),
      expect.objectContaining({ dayOfWeek: ['https://schema.org/Friday'], closes: '02:00' }),
    ]);
  });

  it('says nothing of hours it does not know, and names the business', () => {
    const json = storeJsonLd({
      name: 'Sokha Phones',
      description: '',
      url: 'https://psar.example/sokha',
      logo: null,
      image: null,
      hours: { mode: 'no-hours' },
    });
    expect(json).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Sokha Phones',
      url: 'https://psar.example/sokha',
    });
    expect(openingHoursOf({ mode: 'permanently-closed' })).toEqual([]);
    expect(openingHoursOf({ mode: '24-hours', days: ['sat', 'sun'] })[0]).toMatchObject({
      opens: '00:00',
      closes: '23:59',
    });
  });
});
