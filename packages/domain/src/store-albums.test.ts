import { describe, expect, it } from 'vitest';
import {
  storeAlbumInputSchema,
  storeAlbumOrderInputSchema,
  storeAlbumPhotoOrderInputSchema,
  storeAlbumPhotosInputSchema,
} from './store-albums.ts';

const A = '0b8e7c9a-1d2f-4a3b-8c4d-5e6f7a8b9c0d';
const B = '1c9f8d0b-2e3a-4b4c-9d5e-6f7a8b9c0d1e';
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('store albums', () => {
  it('takes a name of 1 to 60 characters, trimmed', () => {
    expect(storeAlbumInputSchema.parse({ name: '  Showroom  ' })).toEqual({ name: 'Showroom' });
    expect(messages(storeAlbumInputSchema.safeParse({ name: '   ' }))).toEqual([
      'albums.nameRequired',
    ]);
    expect(messages(storeAlbumInputSchema.safeParse({}))).toEqual(['albums.nameRequired']);
    expect(messages(storeAlbumInputSchema.safeParse({ name: 'x'.repeat(61) }))).toEqual([
      'albums.nameTooLong',
    ]);
  });

  it('reads an order as repeated fields or an array, and refuses repeats and odd ids', () => {
    expect(storeAlbumOrderInputSchema.parse({ ids: '7' })).toEqual({ ids: ['7'] });
    expect(storeAlbumOrderInputSchema.parse({ ids: ['9', '7'] })).toEqual({ ids: ['9', '7'] });
    for (const ids of [[], ['7', '7'], ['0'], ['abc'], undefined])
      expect(storeAlbumOrderInputSchema.safeParse({ ids }).success).toBe(false);
    expect(storeAlbumPhotoOrderInputSchema.parse({ ids: [B, A.toUpperCase()] })).toEqual({
      ids: [B, A],
    });
    expect(storeAlbumPhotoOrderInputSchema.safeParse({ ids: [A, A] }).success).toBe(false);
  });

  it('adds 1 to 100 photos by id, repeats dropped', () => {
    expect(storeAlbumPhotosInputSchema.parse({ photos: [A, B, A] })).toEqual({ photos: [A, B] });
    expect(storeAlbumPhotosInputSchema.parse({ photos: A })).toEqual({ photos: [A] });
    expect(messages(storeAlbumPhotosInputSchema.safeParse({ photos: [] }))).toEqual([
      'albums.photosRequired',
    ]);
    expect(messages(storeAlbumPhotosInputSchema.safeParse({ photos: ['nope'] }))).toEqual([
      'validation.adPhotoInvalid',
    ]);
    const many = Array.from(
      { length: 101 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    expect(messages(storeAlbumPhotosInputSchema.safeParse({ photos: many }))).toEqual([
      'albums.photosMax',
    ]);
  });
});
