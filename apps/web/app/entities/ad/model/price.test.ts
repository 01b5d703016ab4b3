import { en, km } from '@repo/i18n';
import { describe, expect, it } from 'vitest';
import { adPriceText } from './price.ts';

const tOf = (catalog: typeof en) => (key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog) as string;

describe('adPriceText', () => {
  it('formats a fixed price in USD', () => {
    expect(adPriceText({ price: 650.5, price_kind: 'fixed' }, 'en', tOf(en))).toEqual({
      amount: '$650.50',
      negotiable: false,
    });
  });

  it('marks a negotiable price and writes Khmer digits in Khmer', () => {
    expect(adPriceText({ price: 12000, price_kind: 'negotiable' }, 'km', tOf(km))).toEqual({
      amount: '$១២,០០០',
      negotiable: true,
    });
  });

  it('says free instead of $0', () => {
    expect(adPriceText({ price: 0, price_kind: 'free' }, 'en', tOf(en)).amount).toBe('Free');
    expect(adPriceText({ price: 0, price_kind: 'free' }, 'km', tOf(km)).amount).toBe('ឥតគិតថ្លៃ');
  });
});
