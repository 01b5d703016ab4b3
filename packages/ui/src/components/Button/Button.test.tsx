import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { Button } from './Button.tsx';
import { buttonBase, buttonFullWidth, buttonSizes, buttonVariants } from './Button.css.ts';

function classesOf(html: string): string[] {
  const match = /class="([^"]*)"/.exec(html);
  return match?.[1]?.split(' ') ?? [];
}

describe('Button', () => {
  test('renders a <button> with the primary, medium classes by default', () => {
    const html = renderToString(<Button type="submit">Post an ad</Button>);
    expect(html).toMatch(/^<button [^>]*>Post an ad<\/button>$/);
    expect(html).toContain('type="submit"');
    const classes = classesOf(html);
    expect(classes).toContain(buttonBase);
    expect(classes).toContain(buttonVariants.primary);
    expect(classes).toContain(buttonSizes.md);
    expect(classes).not.toContain(buttonFullWidth);
  });

  test.each(['primary', 'secondary', 'ghost'] as const)(
    'variant %s gets its own class only',
    (variant) => {
      const classes = classesOf(renderToString(<Button variant={variant}>x</Button>));
      for (const [name, className] of Object.entries(buttonVariants)) {
        expect(classes.includes(className)).toBe(name === variant);
      }
    },
  );

  test('size, fullWidth, extra className and native props reach the element', () => {
    const html = renderToString(
      <Button size="lg" fullWidth className="extra" disabled name="intent" value="save">
        Save
      </Button>,
    );
    const classes = classesOf(html);
    expect(classes).toEqual(expect.arrayContaining([buttonSizes.lg, buttonFullWidth, 'extra']));
    expect(classes).not.toContain(buttonSizes.md);
    expect(html).toContain('disabled=""');
    expect(html).toContain('name="intent"');
    expect(html).toContain('value="save"');
  });

  test('keeps the native type (no forced type) so plain forms submit', () => {
    expect(renderToString(<Button>Go</Button>)).not.toContain('type=');
  });

  test('with asChild renders the child link with the button classes, no <button>', () => {
    const html = renderToString(
      <Button asChild variant="secondary">
        <a href="/en/post">Post an ad</a>
      </Button>,
    );
    expect(html).toMatch(/^<a [^>]*>Post an ad<\/a>$/);
    expect(html).toContain('href="/en/post"');
    expect(html).not.toContain('<button');
    const classes = classesOf(html);
    expect(classes).toEqual(
      expect.arrayContaining([buttonBase, buttonVariants.secondary, buttonSizes.md]),
    );
  });
});
