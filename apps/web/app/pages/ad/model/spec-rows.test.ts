import { en, km } from '@repo/i18n';
import { describe, expect, it } from 'vitest';
import { formatNumber, specRows } from './spec-rows.ts';

const tOf = (catalog: typeof en) => (key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog) as string;

describe('specRows', () => {
  const car = {
    category: { type: 'auto' as const },
    fields: {
      brand: 'mercedes_benz',
      model: 'C200',
      year: 2019,
      condition: 'used',
      color: 'silver',
      transmission: 'auto',
      tax_paper: true,
      mileage: 45000,
    },
  };

  it('labels the fields of a car in English, in the definitions order, with brand names', () => {
    expect(specRows(car, 'en', tOf(en))).toEqual([
      { key: 'brand', label: 'Brand', value: 'Mercedes-Benz' },
      { key: 'model', label: 'Model', value: 'C200' },
      { key: 'year', label: 'Year', value: '2019' },
      { key: 'condition', label: 'Condition', value: 'Used' },
      { key: 'color', label: 'Colour', value: 'Silver' },
      { key: 'transmission', label: 'Transmission', value: 'Automatic' },
      { key: 'tax_paper', label: 'Tax paper', value: 'Yes' },
      { key: 'mileage', label: 'Mileage (km)', value: '45,000' },
    ]);
  });

  it('writes the same rows in Khmer, with Khmer digits', () => {
    const rows = specRows(car, 'km', tOf(km));
    expect(rows.find((row) => row.key === 'brand')?.value).toBe('Mercedes-Benz');
    expect(rows.find((row) => row.key === 'condition')).toEqual({
      key: 'condition',
      label: km.ad.fields.condition,
      value: km.ad.options.condition.used,
    });
    expect(rows.find((row) => row.key === 'year')?.value).toBe('២០១៩');
  });

  it('formats salaries as prices and dates in the page language, and skips empty fields', () => {
    const job = {
      category: { type: 'job' as const },
      fields: { job_type: 'full-time', salary_min: 500, salary_max: '', start_date: '2026-12-01' },
    };
    expect(specRows(job, 'en', tOf(en))).toEqual([
      { key: 'job_type', label: 'Job type', value: 'Full-time' },
      { key: 'salary_min', label: 'Minimum salary (USD)', value: '$500' },
      { key: 'start_date', label: 'Start date', value: 'December 1, 2026' },
    ]);
  });

  it('ignores keys that are not fields of the type', () => {
    expect(
      specRows(
        { category: { type: 'food' }, fields: { brand: 'toyota', delivery: false } },
        'en',
        tOf(en),
      ),
    ).toEqual([{ key: 'delivery', label: 'Delivery', value: 'No' }]);
  });
});

describe('formatNumber', () => {
  it('groups large numbers only', () => {
    expect(formatNumber(2019, 'en')).toBe('2019');
    expect(formatNumber(120000.5, 'en')).toBe('120,000.5');
    expect(formatNumber(-2, 'km')).toBe('-២');
  });
});
