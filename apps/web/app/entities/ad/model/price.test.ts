import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import { i18nConfig, resources } from '@repo/i18n';
import { adPriceText } from './price.ts';

function tFor(lng: 'en' | 'km') {
  const instance = createInstance();
  void instance.init({ ...i18nConfig, lng, resources, initImmediate: false });
  return instance.t.bind(instance) as (key: string, options?: Record<string, unknown>) => string;
}

describe('adPriceText', () => {
  it('shows a price, free or negotiable', () => {
    const t = tFor('en');
    expect(adPriceText({ price: 120, price_kind: 'negotiable' }, 'en', t)).toEqual({
      amount: '$120',
      negotiable: true,
    });
    expect(adPriceText({ price: 0, price_kind: 'free' }, 'en', t).amount).toBe('Free');
  });

  it("shows a job's salary instead of its price, in both languages", () => {
    const en = tFor('en');
    const job = (min: number | null, max: number | null) => ({
      price: min ?? 0,
      price_kind: 'fixed' as const,
      salary: { min, max },
    });
    expect(adPriceText(job(300, 500), 'en', en)).toEqual({
      amount: 'Salary $300 – $500',
      negotiable: false,
    });
    expect(adPriceText(job(300, null), 'en', en).amount).toBe('Salary from $300');
    expect(adPriceText(job(null, 800), 'en', en).amount).toBe('Salary up to $800');
    expect(adPriceText(job(null, null), 'en', en).amount).toBe('Salary negotiable');
    expect(adPriceText(job(300, 500), 'km', tFor('km')).amount).toMatch(/^ប្រាក់ខែ .*៣០០.*៥០០/);
  });
});
