// Long on purpose: one area's behaviours, each test with its own setup beside it.
import { describe, expect, it } from 'vitest';
import { adDeleteSchema, adInputSchema, type AdInput } from './ad.ts';
import { AD_FIELD_DEFINITIONS, adFieldsFor, VEHICLE_BRANDS } from './ad-fields.ts';
import { SUBCATEGORY_TYPES } from './constants.ts';

const NOW = new Date('2026-06-01T00:00:00Z');

const common = {
  category_id: '101',
  title: 'Toyota Prius 2010',
  description: 'One owner, full options.',
  price: '12500',
  price_kind: 'fixed',
  province_id: '12',
  district_id: '1201',
  commune_id: '120101',
  address: 'Street 271, Tuol Kork',
  contact_name: 'Dara',
  phones: '012 345 678',
};

const byType = {
  auto: { year: '2010', condition: 'used', color: 'white', brand: 'toyota', mileage: '120000' },
  property: { offer_type: 'rent', bedrooms: '2', floor_area: '85.5' },
  general: { condition: 'new', color: 'black', storage: '128gb', free_shipping: 'on' },
  job: {
    job_type: 'full-time',
    salary_min: '300',
    salary_max: '500',
    start_date: '2026-06-01',
    end_date: '2026-06-30',
  },
  service: { price_unit: 'per_hour', service_area: 'Phnom Penh' },
  food: { availability: 'available', delivery: 'true' },
} as const;

const parse = (type: keyof typeof byType, body: Record<string, unknown>) =>
  adInputSchema(type, { now: NOW }).safeParse(body);

function issuesOf(type: keyof typeof byType, body: Record<string, unknown>) {
  const result = parse(type, body);
  expect(result.success).toBe(false);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

function dataOf(type: keyof typeof byType, body: Record<string, unknown>): AdInput {
  const result = parse(type, body);
  expect(result.error?.issues ?? []).toEqual([]);
  return result.data as AdInput;
}

describe('ad fields', () => {
  it('keeps adFieldsFor as the list of keys, common fields first', () => {
    for (const type of SUBCATEGORY_TYPES) {
      const keys = adFieldsFor(type);
      expect(keys.slice(0, 3)).toEqual(['title', 'description', 'price']);
      expect(keys).toEqual(expect.arrayContaining(AD_FIELD_DEFINITIONS[type].map((f) => f.key)));
      expect(new Set(keys).size).toBe(keys.length);
    }
    expect(adFieldsFor('auto')).toContain('transmission');
    expect(adFieldsFor('job')).not.toContain('transmission');
  });

  it('gives every select stable snake_case (or spec) codes and brands their names', () => {
    for (const fields of Object.values(AD_FIELD_DEFINITIONS)) {
      for (const field of fields) {
        expect(field.key).toMatch(/^[a-z][a-z0-9_]*$/);
        for (const option of field.options ?? []) expect(option).toMatch(/^[a-z0-9_-]+$/);
      }
    }
    expect(VEHICLE_BRANDS.mercedes_benz).toBe('Mercedes-Benz');
    expect(Object.keys(VEHICLE_BRANDS)).toEqual(expect.arrayContaining(['toyota', 'byd', 'sym']));
  });
});

describe('adInputSchema', () => {
  it.each(Object.keys(byType) as (keyof typeof byType)[])(
    'accepts a complete %s ad and splits common columns from its fields',
    (type) => {
      const ad = dataOf(type, { ...common, ...byType[type] });
      expect(ad).toMatchObject({
        category_id: '101',
        title: 'Toyota Prius 2010',
        // A job's price is its salary's lower end.
        price: type === 'job' ? 300 : 12500,
        price_kind: 'fixed',
        province_id: '12',
        district_id: '1201',
        commune_id: '120101',
        phones: ['+85512345678'],
      });
      // Unticked checkboxes are false; everything given is kept.
      const given = Object.keys(byType[type]);
      expect(Object.keys(ad.fields)).toEqual(expect.arrayContaining(given));
      const extra = Object.entries(ad.fields).filter(([key]) => !given.includes(key));
      expect(extra.every(([, value]) => value === false)).toBe(true);
    },
  );

  it('coerces form strings: numbers, booleans, blanks as absent', () => {
    const auto = dataOf('auto', { ...common, ...byType.auto, tax_paper: 'on', model: '' });
    expect(auto.fields).toEqual({
      year: 2010,
      condition: 'used',
      color: 'white',
      brand: 'toyota',
      mileage: 120000,
      tax_paper: true,
    });
    const general = dataOf('general', { ...common, ...byType.general, free_shipping: undefined });
    expect(general.fields.free_shipping).toBe(false);
    const property = dataOf('property', { ...common, ...byType.property, bathrooms: '  ' });
    expect(property.fields).toEqual({ offer_type: 'rent', bedrooms: 2, floor_area: 85.5 });
    expect(dataOf('food', { ...common, ...byType.food, price: 3 }).price).toBe(3);
  });

  it('drops fields of other types and unknown fields', () => {
    const ad = dataOf('food', { ...common, ...byType.food, year: '2010', evil: 'x' });
    expect(ad.fields).not.toHaveProperty('year');
    expect(ad).not.toHaveProperty('evil');
  });

  it('gives the spec §5 messages', () => {
    const empty = issuesOf('auto', {});
    expect(empty).toMatchObject({
      category_id: 'validation.adCategoryRequired',
      title: 'validation.adTitleRequired',
      description: 'validation.adDescriptionRequired',
      province_id: 'validation.adLocationRequired',
      address: 'validation.adAddressRequired',
      contact_name: 'validation.adNameRequired',
      phones: 'validation.phoneRequired',
      year: 'validation.required',
      condition: 'validation.required',
      color: 'validation.required',
    });
    const short = issuesOf('general', {
      ...common,
      ...byType.general,
      title: 'abcd',
      description: 'x',
      address: 'a',
      contact_name: 'b',
      phones: ['012 345 678', '123'],
    });
    expect(short).toEqual({
      title: 'validation.adTitleLength',
      description: 'validation.adTextLength',
      address: 'validation.adTextLength',
      contact_name: 'validation.adTextLength',
      'phones.1': 'validation.invalidPhone',
    });
    expect(issuesOf('general', { ...common, ...byType.general, title: 'x'.repeat(101) })).toEqual({
      title: 'validation.adTitleLength',
    });
    expect(issuesOf('general', { ...common, ...byType.general, title: '     ' })).toEqual({
      title: 'validation.adTitleRequired',
    });
  });

  it('checks the price: required unless free, 0 to 10 million, 2 decimals', () => {
    for (const price of ['', '-1', '10000000.01', '12.345', 'abc', '1e400']) {
      expect(issuesOf('general', { ...common, ...byType.general, price }), price).toEqual({
        price: 'validation.invalid',
      });
    }
    expect(dataOf('general', { ...common, ...byType.general, price: '10000000' }).price).toBe(
      10_000_000,
    );
    expect(dataOf('general', { ...common, ...byType.general, price: '19.99' }).price).toBe(19.99);
    const free = dataOf('general', { ...common, ...byType.general, price_kind: 'free', price: '' });
    expect(free.price).toBe(0);
    expect(
      dataOf('general', { ...common, ...byType.general, price_kind: 'free', price: '99' }).price,
    ).toBe(0);
    expect(issuesOf('general', { ...common, ...byType.general, price_kind: 'cheap' })).toEqual({
      price_kind: 'validation.invalid',
    });
  });

  it('reports every error at once: the price and the places beside a missing title', () => {
    expect(
      issuesOf('general', {
        ...common,
        ...byType.general,
        title: '',
        price: '',
        district_id: '0101',
      }),
    ).toEqual({
      title: 'validation.adTitleRequired',
      price: 'validation.invalid',
      district_id: 'validation.adLocationMismatch',
      commune_id: 'validation.adLocationMismatch',
    });
  });

  it('takes 1 to 3 phones, as a list or a single value, normalised and deduplicated', () => {
    const three = ['012 345 678', '+855 97 765 4321', '0889876543'];
    expect(dataOf('general', { ...common, ...byType.general, phones: three }).phones).toEqual([
      '+85512345678',
      '+855977654321',
      '+855889876543',
    ]);
    expect(
      issuesOf('general', { ...common, ...byType.general, phones: [...three, '012 999 888'] }),
    ).toEqual({ phones: 'validation.adPhonesMax' });
    expect(
      dataOf('general', { ...common, ...byType.general, phones: ['012345678', '', '012 345 678'] })
        .phones,
    ).toEqual(['+85512345678']);
    expect(issuesOf('general', { ...common, ...byType.general, phones: ['', ' '] })).toEqual({
      phones: 'validation.phoneRequired',
    });
  });

  it('checks the location hierarchy by gazetteer codes', () => {
    const ad = { ...common, ...byType.general };
    expect(dataOf('general', { ...ad, district_id: '', commune_id: '' })).toMatchObject({
      district_id: null,
      commune_id: null,
    });
    expect(issuesOf('general', { ...ad, district_id: '1301', commune_id: '' })).toEqual({
      district_id: 'validation.adLocationMismatch',
    });
    expect(issuesOf('general', { ...ad, commune_id: '120201' })).toEqual({
      commune_id: 'validation.adLocationMismatch',
    });
    expect(issuesOf('general', { ...ad, district_id: '', commune_id: '120101' })).toEqual({
      commune_id: 'validation.adLocationMismatch',
    });
    expect(issuesOf('general', { ...ad, province_id: '1' })).toMatchObject({
      province_id: 'validation.adLocationRequired',
    });
  });

  it('checks the year of a vehicle against the calendar', () => {
    const ad = { ...common, ...byType.auto };
    expect(dataOf('auto', { ...ad, year: '2027' }).fields.year).toBe(2027);
    for (const year of ['2028', '1949', '2010.5', 'old']) {
      expect(issuesOf('auto', { ...ad, year }), year).toEqual({ year: 'validation.invalid' });
    }
  });

  it('asks a job no price: its salary is the price (negotiable without one)', () => {
    const { price: _price, price_kind: _kind, ...withoutPrice } = common;
    const paid = dataOf('job', { ...withoutPrice, ...byType.job });
    expect(paid).toMatchObject({ price: 300, price_kind: 'fixed' });
    const { salary_min: _min, salary_max: _max, ...noSalary } = byType.job;
    expect(dataOf('job', { ...withoutPrice, ...noSalary })).toMatchObject({
      price: 0,
      price_kind: 'negotiable',
    });
    expect(dataOf('job', { ...withoutPrice, ...noSalary, salary_max: '900' }).price).toBe(900);
  });

  it('checks the salary range and the posting dates of a job', () => {
    const ad = { ...common, ...byType.job };
    expect(issuesOf('job', { ...ad, salary_min: '900', salary_max: '500' })).toEqual({
      salary_max: 'validation.adSalaryRange',
    });
    expect(dataOf('job', { ...ad, salary_min: '500', salary_max: '500' }).fields.salary_min).toBe(
      500,
    );
    expect(issuesOf('job', { ...ad, start_date: '2026-07-01', end_date: '2026-06-01' })).toEqual({
      end_date: 'validation.adDateRange',
    });
    expect(issuesOf('job', { ...ad, start_date: '2026-02-30' })).toEqual({
      start_date: 'validation.invalid',
    });
    expect(issuesOf('job', { ...ad, job_type: 'gig' })).toEqual({
      job_type: 'validation.invalid',
    });
  });

  it('requires the fields each type marks required', () => {
    expect(issuesOf('property', { ...common })).toEqual({ offer_type: 'validation.required' });
    expect(issuesOf('general', { ...common })).toEqual({
      condition: 'validation.required',
      color: 'validation.required',
    });
    expect(dataOf('service', { ...common }).fields).toEqual({});
    expect(dataOf('food', { ...common }).fields).toEqual({ delivery: false, free_shipping: false });
  });

  it('refuses wrong JSON types without throwing', () => {
    const result = parse('auto', { ...common, title: 42, phones: { a: 1 }, year: true });
    expect(result.success).toBe(false);
  });
});

describe('adDeleteSchema', () => {
  it('takes one of the reasons', () => {
    expect(adDeleteSchema.parse({ reason: 'sold' })).toEqual({ reason: 'sold' });
    expect(adDeleteSchema.safeParse({}).error?.issues[0]?.message).toBe('validation.required');
    expect(adDeleteSchema.safeParse({ reason: 'x' }).error?.issues[0]?.message).toBe(
      'validation.invalid',
    );
  });
});
