import { describe, expect, it } from 'vitest';
import { adPath, adSlug } from './ad-path.ts';

describe('adPath', () => {
  it('builds /{title}-adid-{id} from the title', () => {
    expect(adPath({ id: '42', title: 'Toyota Camry 2012, clean!' })).toBe(
      '/toyota-camry-2012-clean-adid-42',
    );
  });

  it('falls back to "ad" for a title without Latin letters or digits', () => {
    expect(adSlug('ឡានលក់បន្ទាន់')).toBe('ad');
  });
});
