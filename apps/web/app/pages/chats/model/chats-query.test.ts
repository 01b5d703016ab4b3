import { describe, expect, it } from 'vitest';
import { chatsHref, readChatsQuery } from './chats-query.ts';

describe('the /chats address', () => {
  it('reads a conversation, an ad, the archive, a cursor and older messages', () => {
    expect(readChatsQuery(new URLSearchParams('id=12&archived=1&cursor=abc_-1&before=40'))).toEqual(
      { id: '12', ad: null, archived: true, cursor: 'abc_-1', before: 40, q: null },
    );
    expect(readChatsQuery(new URLSearchParams('ad=7'))).toMatchObject({ id: null, ad: '7' });
  });

  it('ignores what is malformed instead of failing', () => {
    expect(
      readChatsQuery(new URLSearchParams('id=__proto__&ad=0&archived=yes&cursor=a%20b&before=-1')),
    ).toEqual({ id: null, ad: null, archived: false, cursor: null, before: null, q: null });
    expect(readChatsQuery(new URLSearchParams('id=99999999999999999999')).id).toBeNull();
  });

  it('writes the address of a view, a conversation before an ad', () => {
    expect(chatsHref({})).toBe('/chats');
    expect(chatsHref({ id: '3', ad: '9', before: 21 })).toBe('/chats?id=3&before=21');
    expect(chatsHref({ archived: true, cursor: 'xyz' })).toBe('/chats?archived=1&cursor=xyz');
    expect(chatsHref({ id: '3', q: 'ម៉ូតូ Dara' })).toBe(
      '/chats?id=3&q=%E1%9E%98%E1%9F%89%E1%9E%BC%E1%9E%8F%E1%9E%BC+Dara',
    );
  });

  it('keeps a search trimmed and bounded, and drops an empty one', () => {
    expect(readChatsQuery(new URLSearchParams('q=%20%20honda%20')).q).toBe('honda');
    expect(readChatsQuery(new URLSearchParams('q=%20')).q).toBeNull();
    expect(readChatsQuery(new URLSearchParams(`q=${'x'.repeat(500)}`)).q).toHaveLength(100);
  });
});
