import { describe, expect, it } from 'vitest';
import { locationSchema } from './location.ts';
import { indexLocations, locationParentOf, locationTypeOf } from './location-index.ts';
import { apiErrorSchema, deviceIdSchema } from './errors.ts';

describe('locations', () => {
  it('derives type and parent from the gazetteer code', () => {
    expect(locationTypeOf('12')).toBe('province');
    expect(locationTypeOf('1201')).toBe('district');
    expect(locationTypeOf('120101')).toBe('commune');
    expect(locationParentOf('12')).toBe('0');
    expect(locationParentOf('1201')).toBe('12');
    expect(locationParentOf('120101')).toBe('1201');
  });

  it('indexes by id and slug', () => {
    const pp = locationSchema.parse({
      id: '12',
      slug: 'phnom-penh',
      parent: '0',
      type: 'province',
      name: { en: 'Phnom Penh', km: 'ភ្នំពេញ' },
      lat: 11.55,
      lng: 104.92,
    });
    const index = indexLocations([pp]);
    expect(index.slugs['phnom-penh']).toBe(pp);
    expect(index.ids['12']).toBe(pp);
  });

  it('rejects codes of the wrong length', () => {
    expect(
      locationSchema.safeParse({
        id: '123',
        slug: 'x',
        parent: '0',
        type: 'province',
        name: { en: 'x', km: 'x' },
        lat: null,
        lng: null,
      }).success,
    ).toBe(false);
  });
});

describe('error shape and device id', () => {
  it('accepts the one error shape and refuses others', () => {
    expect(
      apiErrorSchema.safeParse({
        statusCode: 400,
        statusMessage: 'Bad Request',
        data: { code: 'DEVICE_ID_REQUIRED', message: 'Device-Id header is required' },
      }).success,
    ).toBe(true);
    expect(apiErrorSchema.safeParse({ error: 'x' }).success).toBe(false);
    expect(
      apiErrorSchema.safeParse({ statusCode: 200, statusMessage: 'OK', data: {} }).success,
    ).toBe(false);
  });

  it('accepts a UUID device id and refuses blanks and spaces', () => {
    expect(deviceIdSchema.safeParse('3f2c1a9e-6b1d-4f7a-9a55-0c2f7e1d2b3c').success).toBe(true);
    expect(deviceIdSchema.safeParse('').success).toBe(false);
    expect(deviceIdSchema.safeParse('has a space in it').success).toBe(false);
  });
});
