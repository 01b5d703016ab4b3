import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { Card } from './Card/Card.tsx';
import { card, cardPadding } from './Card/Card.css.ts';
import { Container } from './Container/Container.tsx';
import { container } from './Container/Container.css.ts';
import { Heading } from './Heading/Heading.tsx';
import { headingSizes } from './Heading/Heading.css.ts';
import { Stack } from './Stack/Stack.tsx';
import { stack, stackAlign, stackDirection, stackGap, stackWrap } from './Stack/Stack.css.ts';
import { VisuallyHidden } from './VisuallyHidden/VisuallyHidden.tsx';
import { visuallyHidden } from './VisuallyHidden/VisuallyHidden.css.ts';

describe('layout components', () => {
  test('Container renders the requested element with its class', () => {
    expect(renderToString(<Container>x</Container>)).toBe(`<div class="${container}">x</div>`);
    expect(
      renderToString(
        <Container as="main" id="main">
          x
        </Container>,
      ),
    ).toBe(`<main class="${container}" id="main">x</main>`);
  });

  test('Card has medium padding by default and the requested element', () => {
    expect(renderToString(<Card>x</Card>)).toBe(`<div class="${card} ${cardPadding.md}">x</div>`);
    expect(
      renderToString(
        <Card as="article" padding="none">
          x
        </Card>,
      ),
    ).toBe(`<article class="${card} ${cardPadding.none}">x</article>`);
  });

  test('Stack is a column with a medium gap by default', () => {
    expect(renderToString(<Stack>x</Stack>)).toBe(
      `<div class="${stack} ${stackDirection.column} ${stackGap.md}">x</div>`,
    );
  });

  test('Stack row with gap, alignment and wrap', () => {
    const html = renderToString(
      <Stack as="ul" direction="row" gap="xl" align="center" wrap>
        <li>a</li>
      </Stack>,
    );
    expect(html).toBe(
      `<ul class="${stack} ${stackDirection.row} ${stackGap.xl} ${stackAlign.center} ${stackWrap}"><li>a</li></ul>`,
    );
  });

  test.each([1, 2, 3] as const)('Heading level %i renders <h%i>', (level) => {
    expect(renderToString(<Heading level={level}>Title</Heading>)).toMatch(
      new RegExp(`^<h${level} class="[^"]*${headingSizes[level]}">Title</h${level}>$`),
    );
  });

  test('Heading size can differ from its level', () => {
    const html = renderToString(
      <Heading level={1} size={3}>
        Title
      </Heading>,
    );
    expect(html).toMatch(/^<h1 /);
    expect(html).toContain(headingSizes[3]);
    expect(html).not.toContain(headingSizes[1]);
  });

  test('VisuallyHidden renders a span, or its child with asChild', () => {
    expect(renderToString(<VisuallyHidden>Search</VisuallyHidden>)).toBe(
      `<span class="${visuallyHidden}">Search</span>`,
    );
    expect(
      renderToString(
        <VisuallyHidden asChild>
          <label htmlFor="q">Search</label>
        </VisuallyHidden>,
      ),
    ).toBe(`<label for="q" class="${visuallyHidden}">Search</label>`);
  });
});
