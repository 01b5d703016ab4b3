import { describe, expect, it } from 'vitest';
import { photoSrcSet, renditionSize, toPhotoView } from './photo.ts';

const urls = { thumb: 'https://m/t.webp', medium: 'https://m/m.webp', large: 'https://m/l.webp' };

describe('renditionSize', () => {
  it('scales a landscape photo to fit each square', () => {
    const photo = { width: 1600, height: 1200 };
    expect(renditionSize(photo, 'thumb')).toEqual({ width: 320, height: 240 });
    expect(renditionSize(photo, 'medium')).toEqual({ width: 800, height: 600 });
    expect(renditionSize(photo, 'large')).toEqual({ width: 1600, height: 1200 });
  });

  it('fits a portrait photo by its height', () => {
    expect(renditionSize({ width: 900, height: 1600 }, 'thumb')).toEqual({
      width: 180,
      height: 320,
    });
  });

  it('never upscales a small photo', () => {
    expect(renditionSize({ width: 500, height: 300 }, 'medium')).toEqual({
      width: 500,
      height: 300,
    });
  });
});

describe('photoSrcSet', () => {
  it('lists the three renditions with their real widths', () => {
    expect(photoSrcSet({ id: 'p', width: 1600, height: 900, urls })).toBe(
      'https://m/t.webp 320w, https://m/m.webp 800w, https://m/l.webp 1600w',
    );
  });

  it('drops renditions that are as wide as a smaller one', () => {
    expect(photoSrcSet({ id: 'p', width: 600, height: 400, urls })).toBe(
      'https://m/t.webp 320w, https://m/m.webp 600w',
    );
  });
});

describe('toPhotoView', () => {
  it('gives the medium rendition with its srcset and the sized thumbnail', () => {
    expect(toPhotoView({ id: 'p', width: 1600, height: 1200, urls })).toEqual({
      id: 'p',
      src: 'https://m/m.webp',
      srcSet: 'https://m/t.webp 320w, https://m/m.webp 800w, https://m/l.webp 1600w',
      width: 1600,
      height: 1200,
      thumb: { src: 'https://m/t.webp', width: 320, height: 240 },
    });
  });
});
