import { describe, expect, it } from 'vitest';
import { cardMarksBack } from './card-marks.ts';

describe('cardMarksBack', () => {
  it('keeps a path of this site, with its query', () => {
    expect(cardMarksBack('/iphone-13-adid-12')).toBe('/iphone-13-adid-12');
    expect(cardMarksBack('/km/iphone-13-adid-12?x=1#top')).toBe('/km/iphone-13-adid-12?x=1#top');
    expect(cardMarksBack('/')).toBe('/');
  });

  it('refuses other origins and anything that is not a path', () => {
    for (const value of [
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'iphone-adid-12',
      '',
      '/\tevil',
      '/\n//evil.example',
      null,
      undefined,
      42,
      new File(['x'], 'x.txt'),
    ]) {
      expect(cardMarksBack(value), String(value)).toBe('/');
    }
  });
});
