import { describe, expect, it } from 'vitest';
import { pointOf } from './point.ts';

describe('pointOf', () => {
  it('reads two typed coordinates, a decimal comma too', () => {
    expect(pointOf('11.5564', ' 104.9282 ')).toEqual({ lat: 11.5564, lng: 104.9282 });
    expect(pointOf('11,5', '104,9')).toEqual({ lat: 11.5, lng: 104.9 });
  });

  it('is null for a half, a word or a point off the globe', () => {
    expect(pointOf('11.5', '')).toBeNull();
    expect(pointOf('north', '104.9')).toBeNull();
    expect(pointOf('91', '104.9')).toBeNull();
    expect(pointOf('11.5', '-181')).toBeNull();
  });
});
