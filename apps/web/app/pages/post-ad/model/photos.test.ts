import { describe, expect, it } from 'vitest';
import { keptPhotos } from './photos.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

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
