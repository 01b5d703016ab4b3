import { i18nConfig, resources } from '@repo/i18n';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { noteLines } from './notes.ts';

function tFor(lng: 'en' | 'km') {
  const instance = createInstance();
  void instance.init({ ...i18nConfig, lng, resources, initImmediate: false });
  return instance.getFixedT(lng);
}

describe('notes about the query', () => {
  const en = tFor('en');

  it('says what was ignored or corrected, one line a note, each once', () => {
    expect(
      noteLines(en, [
        { param: 'price_min', reason: 'invalid' },
        { param: 'sort', reason: 'invalid' },
        { param: 'cursor', reason: 'invalid' },
        { param: 'price_max', reason: 'swapped' },
        { param: 'q', reason: 'truncated' },
        { param: 'category', reason: 'unknown' },
        // The API may repeat what the page's parser found.
        { param: 'sort', reason: 'invalid' },
      ]),
    ).toEqual([
      'Lowest price: this value was not understood.',
      'Sort by: this value was not understood.',
      'The page link was out of date, so the list starts again from the first page.',
      'The lowest and highest price were the wrong way round, so they were swapped.',
      'The keyword was too long and was shortened.',
      'Category: there is no such choice.',
    ]);
  });

  it('names a parameter it does not know as a filter, in Khmer too', () => {
    expect(noteLines(en, [{ param: 'colour', reason: 'invalid' }])).toEqual([
      'A filter: this value was not understood.',
    ]);
    expect(noteLines(tFor('km'), [{ param: 'condition', reason: 'invalid' }])).toEqual([
      'ស្ថានភាព៖ យើងមិនយល់តម្លៃនេះទេ។',
    ]);
  });
});
