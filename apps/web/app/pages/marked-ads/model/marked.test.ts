import { describe, expect, it } from 'vitest';
import { adIdOf, cursorOf } from './marked.ts';

describe('marked lists', () => {
  it('keeps a base64url cursor, drops anything else', () => {
    expect(cursorOf(new URLSearchParams('cursor=WzEsMl0'))).toBe('WzEsMl0');
    expect(cursorOf(new URLSearchParams('cursor=a+b'))).toBeNull();
    expect(cursorOf(new URLSearchParams(`cursor=${'x'.repeat(201)}`))).toBeNull();
    expect(cursorOf(new URLSearchParams(''))).toBeNull();
  });

  it('takes only ad ids from the form', () => {
    expect(adIdOf('42')).toBe('42');
    for (const value of ['0', '042', '4 2', '', null]) expect(adIdOf(value)).toBeNull();
  });
});
