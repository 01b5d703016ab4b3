import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { BackToTop, isPastBackToTopThreshold } from './BackToTop.tsx';

describe('BackToTop', () => {
  test('server-renders a hidden button that still carries its label', () => {
    const html = renderToString(<BackToTop label="Back to top" />);
    expect(html).toMatch(/^<button type="button" [^>]*hidden=""[^>]*data-visible="false"/);
    expect(html).toContain('>Back to top</span>');
    expect(html).toContain('aria-hidden="true"');
  });

  test('the threshold is BACK_TO_TOP_THRESHOLD (1.2) viewport heights', () => {
    expect(isPastBackToTopThreshold(0, 800)).toBe(false);
    expect(isPastBackToTopThreshold(960, 800)).toBe(false);
    expect(isPastBackToTopThreshold(961, 800)).toBe(true);
    expect(isPastBackToTopThreshold(500, 400, 1)).toBe(true);
    expect(isPastBackToTopThreshold(500, 0)).toBe(false);
  });
});
