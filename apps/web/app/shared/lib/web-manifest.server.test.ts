import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lightTokens } from '../../../../../packages/ui/src/theme/values.ts';
import { BRAND_COLORS } from '../config/app-icons.ts';
import { webManifest, webManifestLoader } from './web-manifest.server.ts';

const KHMER = /[\u1780-\u17FF]/;

describe('the web app manifest', () => {
  it('names the app in the language of its path, and opens and stays on its pages', async () => {
    const response = webManifestLoader({
      request: new Request('http://localhost/km/manifest.webmanifest'),
      params: {},
      context: {} as never,
    });
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const km = await response.json();
    expect(km).toMatchObject({ lang: 'km', dir: 'ltr', start_url: '/km', scope: '/km' });
    expect(km.short_name).toBe('ផ្សារ');
    for (const text of [km.name, km.description]) expect(text).toMatch(KHMER);
    const en = webManifest('en');
    expect(en).toMatchObject({ lang: 'en', start_url: '/en', scope: '/en', short_name: 'Psar' });
    expect(en.name).not.toMatch(KHMER);
    expect(en.display).toBe('standalone');
  });

  it("has the brand's colours, as the theme and the icon have them", () => {
    expect(BRAND_COLORS.theme).toBe(lightTokens.color.primary);
    expect(BRAND_COLORS.background).toBe(lightTokens.color.background);
    expect(webManifest('en')).toMatchObject({
      theme_color: lightTokens.color.primary,
      background_color: lightTokens.color.background,
    });
    const svg = readFileSync(new URL('../../../public/icon.svg', import.meta.url), 'utf8');
    expect(svg).toContain(`fill="${BRAND_COLORS.theme}"`);
  });
});
