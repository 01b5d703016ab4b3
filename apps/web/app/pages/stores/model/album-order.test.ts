import { describe, expect, it } from 'vitest';
import { movedIds, stepOf } from './album-order.ts';

const list = ['3', '5', '9'].map((id) => ({ id }));

describe('album order', () => {
  it('moves one item up or down, and nowhere past the ends or for an unknown id', () => {
    expect(movedIds(list, '5', stepOf('up'))).toEqual(['5', '3', '9']);
    expect(movedIds(list, '5', stepOf('down'))).toEqual(['3', '9', '5']);
    expect(movedIds(list, '3', stepOf('up'))).toBeNull();
    expect(movedIds(list, '9', stepOf('down'))).toBeNull();
    expect(movedIds(list, '7', stepOf('up'))).toBeNull();
    expect(stepOf('sideways')).toBe(0);
    expect(movedIds(list, '5', 0)).toBeNull();
    expect(stepOf(null)).toBe(0);
  });
});
