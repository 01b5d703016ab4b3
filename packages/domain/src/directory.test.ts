import { describe, expect, it } from 'vitest';
import { directorySearchParams, parseDirectoryQuery } from './directory.ts';

describe('parseDirectoryQuery', () => {
  it('reads the keyword, cursor and limit, defaults left out again', () => {
    const { query, notes } = parseDirectoryQuery(
      new URLSearchParams('q=%20Sok%20Dara%20&cursor=abc_-1&limit=5&sort=x'),
    );
    expect(query).toEqual({ q: 'Sok Dara', cursor: 'abc_-1', limit: 5 });
    expect(notes).toEqual([]);
    expect(directorySearchParams(query).toString()).toBe('q=Sok+Dara&cursor=abc_-1&limit=5');
    expect(directorySearchParams({ q: 'x', limit: 20 }).toString()).toBe('q=x');
  });

  it('notes a missing keyword, a cut one, a bad cursor and a bad limit', () => {
    expect(parseDirectoryQuery({}).notes).toEqual([{ param: 'q', reason: 'missing' }]);
    expect(parseDirectoryQuery({ q: ' \u0000\t ' }).notes).toEqual([
      { param: 'q', reason: 'missing' },
    ]);
    const long = parseDirectoryQuery({ q: 'ក'.repeat(5000) });
    expect([...(long.query.q ?? '')]).toHaveLength(100);
    expect(long.notes).toEqual([{ param: 'q', reason: 'truncated' }]);
    const bad = parseDirectoryQuery({ q: 'dara', cursor: '%%%', limit: '0' });
    expect(bad.query).toEqual({ q: 'dara', limit: 20 });
    expect(bad.notes).toEqual([
      { param: 'cursor', reason: 'invalid' },
      { param: 'limit', reason: 'invalid' },
    ]);
    expect(parseDirectoryQuery({ q: 'dara', limit: '9999' }).query.limit).toBe(50);
    expect(parseDirectoryQuery({ q: ['a', 'b'] }).query.q).toBe('a');
  });
});
