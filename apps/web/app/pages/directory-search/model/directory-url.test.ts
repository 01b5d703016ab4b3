import { describe, expect, it } from 'vitest';
import { directoryHref, noteLines } from './directory-url.ts';

describe('directory addresses and notes', () => {
  it('keeps only what differs from the defaults', () => {
    expect(directoryHref('/search-result/users', { q: 'Sok Dara', limit: 20 })).toBe(
      '/search-result/users?q=Sok+Dara',
    );
    expect(directoryHref('/km/search-result/companies', { limit: 20 })).toBe(
      '/km/search-result/companies',
    );
    expect(directoryHref('/search-result/users', { q: 'ដារា', cursor: 'abc', limit: 5 })).toBe(
      '/search-result/users?q=%E1%9E%8A%E1%9E%B6%E1%9E%9A%E1%9E%B6&cursor=abc&limit=5',
    );
  });

  it('says each problem once, and nothing about a missing keyword', () => {
    const t = (key: string) => key;
    expect(
      noteLines(t, [
        { param: 'q', reason: 'missing' },
        { param: 'cursor', reason: 'invalid' },
        { param: 'cursor', reason: 'invalid' },
        { param: 'q', reason: 'truncated' },
        { param: 'limit', reason: 'invalid' },
      ]),
    ).toEqual(['directory.notes.cursor', 'directory.notes.truncated', 'directory.notes.limit']);
  });
});
