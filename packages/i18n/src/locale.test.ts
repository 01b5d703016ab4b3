import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatPrice,
  formatTime,
  phnomPenhDay,
  toKhmerDigits,
} from './format.ts';
import { isLocale, localeFromAcceptLanguage, localizePath, parseLocalePath } from './locale.ts';

describe('locale paths', () => {
  it('splits /en and /km prefixes and leaves other paths alone', () => {
    expect(parseLocalePath('/km/c-cars')).toEqual({ locale: 'km', path: '/c-cars' });
    expect(parseLocalePath('/en')).toEqual({ locale: 'en', path: '/' });
    expect(parseLocalePath('/kmer-shop')).toEqual({ locale: null, path: '/kmer-shop' });
    expect(parseLocalePath('/KM/c-cars')).toEqual({ locale: 'km', path: '/c-cars' });
    expect(parseLocalePath('/')).toEqual({ locale: null, path: '/' });
  });

  it('moves a path to another locale', () => {
    expect(localizePath('/en/c-cars', 'km')).toBe('/km/c-cars');
    expect(localizePath('/search', 'en')).toBe('/en/search');
    expect(localizePath('/', 'km')).toBe('/km');
  });

  it('reads Accept-Language by quality and falls back to null', () => {
    expect(localeFromAcceptLanguage('fr-FR, km-KH;q=0.9, en;q=0.8')).toBe('km');
    expect(localeFromAcceptLanguage('en-GB,en;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('fr, de;q=0.5')).toBeNull();
    expect(localeFromAcceptLanguage('km;q=0, en;q=0.1')).toBe('en');
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
    expect(isLocale('km')).toBe(true);
    expect(isLocale('th')).toBe(false);
  });
});

describe('formatting', () => {
  it('writes a count with grouping, in Khmer digits on Khmer pages', () => {
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatCount(12345, 'km')).toBe('១២,៣៤៥');
    expect(formatCount(2.6, 'en')).toBe('3');
  });

  it('writes prices the Cambodian way', () => {
    expect(formatPrice(1250, 'en')).toBe('$1,250');
    expect(formatPrice(99.5, 'en')).toBe('$99.50');
    expect(formatPrice(1250, 'km')).toBe('$១,២៥០');
    expect(formatPrice(40000, 'en', 'KHR')).toBe('40,000៛');
  });

  it('converts digits and formats dates in Phnom Penh time', () => {
    expect(toKhmerDigits('2026')).toBe('២០២៦');
    expect(formatDate('2026-11-21T20:00:00Z', 'en')).toBe('November 22, 2026');
    expect(formatDate('2026-11-21T20:00:00Z', 'km')).toBe('២២ វិច្ឆិកា ២០២៦');
    expect(formatDate('2026-01-01T00:00:00+07:00', 'km')).toBe('១ មករា ២០២៦');
    expect(formatDate('2025-12-31T16:59:59Z', 'en')).toBe('December 31, 2025');
    // A time of day is Phnom Penh's, 24-hour, in the page's digits.
    expect(formatTime('2026-11-21T20:05:00Z', 'en')).toBe('03:05');
    expect(formatTime('2026-11-21T07:45:00Z', 'km')).toBe('១៤:៤៥');
    // The machine-readable day is the one shown.
    expect(phnomPenhDay('2026-11-21T20:00:00Z')).toBe('2026-11-22');
    expect(phnomPenhDay('2025-12-31T16:59:59Z')).toBe('2025-12-31');
  });
});
