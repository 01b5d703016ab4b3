import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { Tooltip, TooltipProvider } from './Tooltip.tsx';

describe('TooltipProvider and Tooltip', () => {
  test('the provider renders its children', () => {
    const html = renderToString(
      <TooltipProvider>
        <main>Listings</main>
      </TooltipProvider>,
    );
    expect(html).toBe('<main>Listings</main>');
  });

  test('a closed tooltip renders only its trigger on the server', () => {
    const html = renderToString(
      <TooltipProvider>
        <Tooltip content="Save to favourites">
          <button type="button">♥</button>
        </Tooltip>
      </TooltipProvider>,
    );
    expect(html).toMatch(/^<button type="button" [^>]*data-state="closed"[^>]*>♥<\/button>$/);
    expect(html).not.toContain('Save to favourites');
  });

  test('a tooltip outside the provider fails loudly', () => {
    expect(() =>
      renderToString(
        <Tooltip content="x">
          <button type="button">y</button>
        </Tooltip>,
      ),
    ).toThrow(/TooltipProvider/);
  });
});
