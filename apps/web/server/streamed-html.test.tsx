import { PassThrough } from 'node:stream';
import { createElement, type ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

/**
 * React 18.3's Node stream renderer sent its whole 2 KB buffer when a multi-byte character
 * did not fit at its end, so Khmer pages carried NUL bytes at 2 KB boundaries
 * (patches/react-dom@18.3.1.patch). Every page of the web app is rendered by this renderer.
 */
function streamed(tree: ReactNode): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const body = new PassThrough();
    body.on('data', (chunk: Buffer) => chunks.push(chunk));
    body.on('end', () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderToPipeableStream(tree, {
      onAllReady: () => pipe(body),
      onShellError: reject,
    });
  });
}

/** A long Khmer page: cards with titles, attributes and prices, as the listing renders them. */
function khmerPage(padding: number) {
  const cards = Array.from({ length: 60 }, (_, i) =>
    createElement(
      'li',
      { key: i, title: `ចូលចិត្តការផ្សាយនេះ ${i}`, 'aria-label': 'រក្សាទុកការផ្សាយ' },
      createElement('h3', null, `ផ្ទះល្វែងលក់បន្ទាន់ នៅភ្នំពេញ លេខ ${i}`),
      createElement('p', null, 'តម្លៃ ១២៥,០០០ ដុល្លារ · ខេត្តសៀមរាប'),
    ),
  );
  return createElement('main', null, createElement('p', null, 'x'.repeat(padding)), cards);
}

describe('streamed HTML', () => {
  it('has no NUL byte and equals the string render, whatever falls on a 2 KB boundary', async () => {
    // Each padding shifts every character by one byte: a Khmer character (3 bytes) then
    // straddles the buffer's end at each of its offsets.
    for (let padding = 0; padding < 6; padding += 1) {
      const tree = khmerPage(padding);
      const html = await streamed(tree);
      expect(html.includes(0), `padding ${padding}`).toBe(false);
      expect(html.toString('utf8')).toBe(renderToString(tree));
    }
  });

  it('keeps an English page byte for byte', async () => {
    const tree = createElement('p', null, 'Cars for sale '.repeat(500));
    expect((await streamed(tree)).toString('utf8')).toBe(renderToString(tree));
  });
});
