import { describe, expect, it } from 'vitest';
import {
  checkPhotoFiles,
  keptPhotos,
  moveItem,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_COUNT,
  uploadErrorKey,
} from './photos.ts';

const file = (name: string, type = 'image/jpeg', size = 1000) => ({ name, type, size });
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('checkPhotoFiles', () => {
  it('accepts JPEG, PNG and WebP up to 10 MB', () => {
    const files = [
      file('a.jpg'),
      file('b.png', 'image/png'),
      file('c.webp', 'image/webp', PHOTO_MAX_BYTES),
    ];
    expect(checkPhotoFiles(files, 0)).toEqual({ accepted: files, refused: [] });
  });

  it('refuses other types as invalid images and larger files as too large', () => {
    const gif = file('d.gif', 'image/gif');
    const pdf = file('e.pdf', 'application/pdf');
    const big = file('f.jpg', 'image/jpeg', PHOTO_MAX_BYTES + 1);
    expect(checkPhotoFiles([gif, pdf, big], 0)).toEqual({
      accepted: [],
      refused: [
        { file: gif, error: 'ad.errors.invalidImage' },
        { file: pdf, error: 'ad.errors.invalidImage' },
        { file: big, error: 'postAd.photos.tooLarge' },
      ],
    });
  });

  it('stops at 12 photos in all, counting the photos the form already has', () => {
    const files = [file('1.jpg'), file('2.jpg'), file('3.jpg')];
    const { accepted, refused } = checkPhotoFiles(files, PHOTO_MAX_COUNT - 2);
    expect(accepted.map((f) => f.name)).toEqual(['1.jpg', '2.jpg']);
    expect(refused).toEqual([{ file: files[2], error: 'ad.errors.maxFiles' }]);
  });

  it('does not count a refused file against the limit', () => {
    const files = [file('bad.gif', 'image/gif'), file('ok.jpg')];
    const { accepted } = checkPhotoFiles(files, PHOTO_MAX_COUNT - 1);
    expect(accepted.map((f) => f.name)).toEqual(['ok.jpg']);
  });
});

describe('uploadErrorKey', () => {
  it.each([
    [422, 'INVALID_IMAGE', 'ad.errors.invalidImage'],
    [415, undefined, 'ad.errors.invalidImage'],
    [413, 'PAYLOAD_TOO_LARGE', 'postAd.photos.tooLarge'],
    [422, 'MAX_FILES_EXCEEDED', 'ad.errors.maxFiles'],
    [429, 'RATE_LIMITED', 'postAd.photos.rateLimited'],
    [401, 'UNAUTHORIZED', 'postAd.signedOut'],
    [503, 'UPLOAD_FAILED', 'ad.errors.uploadError'],
    [0, undefined, 'ad.errors.uploadError'],
    [502, 'INVALID_RESPONSE', 'ad.errors.uploadError'],
    [400, 'BAD_REQUEST', 'ad.errors.uploadFailed'],
  ])('%i %s → %s', (status, code, key) => {
    expect(uploadErrorKey(status, code)).toBe(key);
  });
});

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
