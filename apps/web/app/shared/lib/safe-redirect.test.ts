import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect.ts';

describe('safeRedirectPath', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeRedirectPath('/km/c-cars?page=2', '/')).toBe('/km/c-cars?page=2');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
      7,
    ]) {
      expect(safeRedirectPath(value, '/')).toBe('/');
    }
  });
});
