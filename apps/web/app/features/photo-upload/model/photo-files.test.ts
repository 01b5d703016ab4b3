import { describe, expect, it } from 'vitest';
import { checkPhotoFiles, PHOTO_MAX_BYTES, uploadErrorKey } from './photo-files.ts';

const file = (name: string, type = 'image/jpeg', size = 1000) => ({ name, type, size });

describe('checkPhotoFiles', () => {
  it('accepts JPEG, PNG and WebP up to 10 MB', () => {
    const files = [
      file('a.jpg'),
      file('b.png', 'image/png'),
      file('c.webp', 'image/webp', PHOTO_MAX_BYTES),
    ];
    expect(checkPhotoFiles(files, 0, 12)).toEqual({ accepted: files, refused: [] });
  });

  it('refuses other types as invalid images and larger files as too large', () => {
    const gif = file('d.gif', 'image/gif');
    const pdf = file('e.pdf', 'application/pdf');
    const big = file('f.jpg', 'image/jpeg', PHOTO_MAX_BYTES + 1);
    expect(checkPhotoFiles([gif, pdf, big], 0, 12)).toEqual({
      accepted: [],
      refused: [
        { file: gif, error: 'ad.errors.invalidImage' },
        { file: pdf, error: 'ad.errors.invalidImage' },
        { file: big, error: 'postAd.photos.tooLarge' },
      ],
    });
  });

  it('stops at `max` photos in all, counting the photos there already are', () => {
    const files = [file('1.jpg'), file('2.jpg'), file('3.jpg')];
    const { accepted, refused } = checkPhotoFiles(files, 10, 12);
    expect(accepted.map((f) => f.name)).toEqual(['1.jpg', '2.jpg']);
    expect(refused).toEqual([{ file: files[2], error: 'ad.errors.maxFiles' }]);
  });

  it('does not count a refused file against the limit', () => {
    const files = [file('bad.gif', 'image/gif'), file('ok.jpg')];
    const { accepted } = checkPhotoFiles(files, 99, 100);
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
