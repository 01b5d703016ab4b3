import { describe, expect, it } from 'vitest';
import { adInputSchema } from './ad.ts';
import { AD_MAX_PHOTOS } from './photo-limits.ts';
import { adPhotosInputSchema, photoSchema } from './photo.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const parse = (value: unknown) => adPhotosInputSchema.safeParse(value);
const issuesOf = (value: unknown) =>
  (parse(value).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('the photos field of the post form', () => {
  it('takes a list, a JSON array in one field or a single id; keeps order, drops blanks and repeats', () => {
    expect(parse([id(2), id(1)]).data).toEqual([id(2), id(1)]);
    expect(parse(JSON.stringify([id(1), id(2), id(1)])).data).toEqual([id(1), id(2)]);
    expect(parse(` ${id(3).toUpperCase()} `).data).toEqual([id(3)]);
    expect(parse([id(1), '', '  ', id(2)]).data).toEqual([id(1), id(2)]);
    expect(parse(undefined).data).toEqual([]);
    expect(parse('').data).toEqual([]);
    expect(parse('[]').data).toEqual([]);
  });

  it(`allows ${AD_MAX_PHOTOS} photos, not more`, () => {
    const twelve = Array.from({ length: 12 }, (_, i) => id(i));
    expect(parse(twelve).data).toHaveLength(12);
    expect(issuesOf([...twelve, id(99)])).toEqual([['', 'validation.adPhotosMax']]);
    // Repeats do not count twice.
    expect(parse([...twelve, id(0)]).data).toHaveLength(12);
  });

  it('refuses what is not a photo id', () => {
    expect(issuesOf(['not-an-id'])).toEqual([['0', 'validation.adPhotoInvalid']]);
    expect(issuesOf([42])).toEqual([['0', 'validation.adPhotoInvalid']]);
    expect(issuesOf('[not json')).toEqual([['', 'validation.adPhotoInvalid']]);
    expect(issuesOf({ a: 1 })).toEqual([['', 'validation.adPhotoInvalid']]);
  });

  it('is part of the ad input (photos, path body.photos for the API)', () => {
    const result = adInputSchema('service').safeParse({
      category_id: '1',
      title: 'Aircon cleaning',
      description: 'Any brand.',
      price: '10',
      price_kind: 'fixed',
      province_id: '12',
      address: 'Street 1',
      contact_name: 'Dara',
      phones: '012 345 678',
      photos: [id(5), id(4)],
    });
    expect(result.data?.photos).toEqual([id(5), id(4)]);
    const tooMany = adInputSchema('service').safeParse({
      photos: Array.from({ length: 13 }, (_, i) => id(i)),
    });
    expect(tooMany.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['photos'], message: 'validation.adPhotosMax' }),
    );
  });

  it('describes a photo as the API answers it', () => {
    const photo = {
      id: id(1),
      width: 1600,
      height: 1200,
      urls: { thumb: 'https://x/t.webp', medium: 'https://x/m.webp', large: 'https://x/l.webp' },
    };
    expect(photoSchema.parse(photo)).toEqual(photo);
    expect(photoSchema.safeParse({ ...photo, urls: { thumb: 'x' } }).success).toBe(false);
  });
});
