import { describe, expect, test } from 'vitest';
import { darkThemeClass, lightThemeClass, vars } from './tokens.css.ts';
import { darkTokens, lightTokens } from './values.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('theme', () => {
  test('the light and dark themes are distinct generated class names', () => {
    expect(lightThemeClass).toMatch(/^[\w-]+$/);
    expect(darkThemeClass).toMatch(/^[\w-]+$/);
    expect(lightThemeClass).not.toBe(darkThemeClass);
  });

  test('every contract token is a CSS custom property reference', () => {
    const tokens = leaves(vars as unknown as Tree);
    expect(tokens.length).toBeGreaterThan(40);
    for (const [, value] of tokens) expect(value).toMatch(/^var\(--[\w-]+\)$/);
    expect(new Set(tokens.map(([, value]) => value)).size).toBe(tokens.length);
    expect(vars.color.primary).toMatch(/^var\(--color-primary/);
  });

  test('both value sets fill exactly the keys of the contract', () => {
    const contractKeys = leaves(vars as unknown as Tree).map(([key]) => key);
    expect(leaves(lightTokens).map(([key]) => key)).toEqual(contractKeys);
    expect(leaves(darkTokens).map(([key]) => key)).toEqual(contractKeys);
  });

  test('the font stack puts Noto Sans Khmer after the system UI fonts', () => {
    const font = lightTokens.font.body;
    expect(font.indexOf('system-ui')).toBe(0);
    expect(font.indexOf("'Noto Sans Khmer'")).toBeGreaterThan(font.indexOf('system-ui'));
    expect(font.endsWith('sans-serif')).toBe(true);
    expect(Number(lightTokens.lineHeight.body)).toBeGreaterThanOrEqual(1.5);
  });

  test.each([
    ['light', lightTokens],
    ['dark', darkTokens],
  ] as const)('%s colours meet WCAG AA contrast', (_name, { color }) => {
    expect(contrast(color.text, color.background)).toBeGreaterThanOrEqual(7);
    expect(contrast(color.text, color.surface)).toBeGreaterThanOrEqual(7);
    expect(contrast(color.textMuted, color.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color.textMuted, color.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color.text, color.surfaceHover)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color.primaryText, color.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color.primaryText, color.primaryHover)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color.danger, color.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color.danger, color.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color.primary, color.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color.success, color.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color.focusRing, color.background)).toBeGreaterThanOrEqual(3);
  });
});
