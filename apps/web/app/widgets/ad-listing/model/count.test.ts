import { i18nConfig, resources } from '@repo/i18n';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatCount, resultCountText } from './count.ts';

function tFor(lng: 'en' | 'km') {
  const instance = createInstance();
  void instance.init({ ...i18nConfig, lng, resources, initImmediate: false });
  return instance.getFixedT(lng);
}

describe('the result count', () => {
  const en = tFor('en');
  const km = tFor('km');

  it('counts ads in English, singular and plural, with thousands separators', () => {
    expect(resultCountText(en, 'en', { total: 0, estimate: false })).toBe('0 ads');
    expect(resultCountText(en, 'en', { total: 1, estimate: false })).toBe('1 ad');
    expect(resultCountText(en, 'en', { total: 999, estimate: false })).toBe('999 ads');
    expect(resultCountText(en, 'en', { total: 1000, estimate: true })).toBe('1,000+ ads');
  });

  it('counts ads in Khmer, with Khmer digits', () => {
    expect(resultCountText(km, 'km', { total: 1, estimate: false })).toBe('ការផ្សាយ ១');
    expect(resultCountText(km, 'km', { total: 234, estimate: false })).toBe('ការផ្សាយ ២៣៤');
    expect(resultCountText(km, 'km', { total: 1000, estimate: true })).toBe('ការផ្សាយជាង ១,០០០');
  });

  it('groups thousands', () => {
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
  });
});
