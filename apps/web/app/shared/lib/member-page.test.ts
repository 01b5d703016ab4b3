import { describe, expect, it } from 'vitest';
import { decodePageMarks, encodePageMarks, MEMBER_MARKS_TOKEN } from './member-page.ts';

describe('page marks', () => {
  it('go through the root data and back', () => {
    const encoded = encodePageMarks({ liked: ['12', '15'], saved: ['40'] });
    expect(encoded).toBe('l12,15;s40');
    const marks = decodePageMarks(encoded);
    expect([...marks.liked]).toEqual(['12', '15']);
    expect([...marks.saved]).toEqual(['40']);
    expect(decodePageMarks(encodePageMarks({ liked: [], saved: [] })).liked.size).toBe(0);
  });

  it('are none for a template, garbage or anything but ad ids', () => {
    for (const value of [MEMBER_MARKS_TOKEN, undefined, null, 42, '', 'l1;s2;x', 'lx;s']) {
      const marks = decodePageMarks(value);
      expect(marks.liked.size + marks.saved.size, String(value)).toBe(0);
    }
    expect([...decodePageMarks('l0,7,,;s').liked]).toEqual(['7']);
    expect(encodePageMarks({ liked: ['1', 'constructor', '"x"'], saved: [] })).toBe('l1;s');
  });
});
