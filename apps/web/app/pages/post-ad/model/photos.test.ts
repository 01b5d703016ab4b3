import { describe, expect, it } from 'vitest';
import { keptPhotos, moveItem } from './photos.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('moveItem', () => {
  it('moves an item and keeps the others in order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 2, 0)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });

  it('clamps the target and ignores an index outside the list', () => {
    expect(moveItem(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 0, -3)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 4, 0)).toEqual(['a', 'b']);
  });
});

describe('keptPhotos', () => {
  const thumbs = ['https://cdn/1.webp', 'https://cdn/2.webp', 'https://cdn/3.webp'];

  it('keeps the ids in order with their thumbnails, dropping malformed and repeated ids', () => {
    expect(
      keptPhotos({
        ids: [id(1), 'not-an-id', id(2), id(1).toUpperCase()],
        thumbs: [thumbs[0]!, 'x', thumbs[1]!, 'y'],
      }),
    ).toEqual([
      { id: id(1), thumb: thumbs[0] },
      { id: id(2), thumb: thumbs[1] },
    ]);
  });

  it('shows no thumbnail that is not a web address', () => {
    expect(keptPhotos({ ids: [id(1)], thumbs: ['javascript:alert(1)'] })).toEqual([
      { id: id(1), thumb: '' },
    ]);
  });

  it('drops the photos whose box was unticked and puts the chosen cover first', () => {
    expect(
      keptPhotos({
        ids: [id(1), id(2), id(3)],
        thumbs,
        keep: [id(1), id(3)],
        cover: id(3),
      }).map((photo) => photo.id),
    ).toEqual([id(3), id(1)]);
  });

  it('ignores a cover that is not one of the kept photos', () => {
    expect(
      keptPhotos({ ids: [id(1), id(2)], thumbs, keep: [id(1)], cover: id(2) }).map((p) => p.id),
    ).toEqual([id(1)]);
  });
});
