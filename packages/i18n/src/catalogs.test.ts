import { describe, expect, it } from 'vitest';
import { en } from './catalogs/en.ts';
import { km } from './catalogs/km.ts';

function leaves(tree: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, leaves(value as object, path));
  }
  return out;
}

const enLeaves = leaves(en);
const kmLeaves = leaves(km);
const KHMER = /[\u1780-\u17FF]/;
/** Keys whose Khmer text is rightly not Khmer script (a language's own name). */
const NOT_KHMER = new Set(['language.en']);

describe('catalogs', () => {
  it('have exactly the same keys in English and Khmer', () => {
    expect(Object.keys(kmLeaves).sort()).toEqual(Object.keys(enLeaves).sort());
  });

  it('have no empty values', () => {
    const empty = [...Object.entries(enLeaves), ...Object.entries(kmLeaves)]
      .filter(([, text]) => text.trim() === '')
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('write every Khmer string in Khmer script', () => {
    const untranslated = Object.entries(kmLeaves)
      .filter(([key, text]) => !NOT_KHMER.has(key) && !KHMER.test(text))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('keep the same interpolation placeholders', () => {
    for (const [key, text] of Object.entries(enLeaves)) {
      const placeholders = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort();
      expect(placeholders(kmLeaves[key] ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('carry the spec messages word for word in English', () => {
    expect(en.errors.default).toBe('Something went wrong. Please try again.');
    expect(en.errors.noResponse).toBe(
      'The server has no response please check your internet connection!',
    );
    expect(en.errors.serviceUnavailableTitle).toBe('Service unavailable !');
    expect(en.listLoader).toEqual({
      loading: 'Loading...',
      noMore: 'No more.',
      noResults: 'No results.',
      error: 'Error.',
    });
  });
});
