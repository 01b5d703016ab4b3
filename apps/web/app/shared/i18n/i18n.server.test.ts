import { describe, expect, it } from 'vitest';
import { getLocale, serverI18n } from './i18n.server.ts';

const request = (url: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${url}`, { headers });

describe('getLocale', () => {
  it('takes the path prefix first', async () => {
    expect(await getLocale(request('/km/c-cars', { cookie: 'locale=en' }))).toBe('km');
    expect(await getLocale(request('/en?lng=km'))).toBe('en');
  });

  it('then ?lng=, then the locale cookie, then Accept-Language, then English', async () => {
    expect(await getLocale(request('/?lng=km', { cookie: 'locale=en' }))).toBe('km');
    expect(await getLocale(request('/', { cookie: 'theme=dark; locale=km' }))).toBe('km');
    expect(await getLocale(request('/', { 'accept-language': 'km-KH,km;q=0.9,en;q=0.5' }))).toBe(
      'km',
    );
    expect(await getLocale(request('/', { 'accept-language': 'fr-FR' }))).toBe('en');
    expect(await getLocale(request('/?lng=xx', { cookie: 'locale=zz' }))).toBe('en');
  });
});

describe('numbers in sentences', () => {
  it('are written in Khmer digits in Khmer, as typed in English', () => {
    const km = serverI18n('km').t('adPage.gallery.photoOf', { index: 3, count: 12 });
    expect(km).toContain('៣');
    expect(km).toContain('១២');
    expect(km).not.toMatch(/[0-9]/);
    expect(serverI18n('en').t('adPage.gallery.photoOf', { index: 3, count: 12 })).toMatch(/3.*12/);
  });
});
