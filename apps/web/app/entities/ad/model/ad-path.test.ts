import { describe, expect, it } from 'vitest';
import { adPath, adSlug } from './ad-path.ts';

describe('adPath', () => {
  it('builds /{title}-adid-{id} from the title', () => {
    expect(adPath({ id: '42', title: 'Toyota Camry 2012, clean!' })).toBe(
      '/toyota-camry-2012-clean-adid-42',
    );
  });

  it('keeps a Khmer title readable, its words joined by hyphens (ADR 0017)', () => {
    expect(adSlug('ឡានលក់បន្ទាន់').replaceAll('-', '')).toBe('ឡានលក់បន្ទាន់');
    expect(adPath({ id: '7', title: 'ម៉ូតូ Honda Dream' })).toBe('/ម៉ូតូ-honda-dream-adid-7');
  });

  it('falls back to "ad" for a title without words', () => {
    expect(adSlug('!!! ។')).toBe('ad');
  });
});
