import { describe, expect, it } from 'vitest';
import { directionsUrl, formatDegrees } from './map-links.ts';
import {
  publicBranchSchema,
  storeBranchInputSchema,
  toPublicBranch,
  type StoreBranch,
} from './store-branches.ts';

/** A branch as a plain form sends it: every value text. */
const form = {
  name: 'Toul Kork branch',
  province_id: '12',
  district_id: '1201',
  commune_id: '',
  address: ' Street 289, No. 12 ',
  phone: '012 345 678',
  email: ' Sales@Example.COM ',
  latitude: '11.5683',
  longitude: '104.8987',
};

const issuesOf = (value: unknown) => {
  const result = storeBranchInputSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
};

describe('store branch input', () => {
  it('reads a plain form: phone in E.164, email in lower case, coordinates as numbers, blanks as null', () => {
    expect(storeBranchInputSchema.parse(form)).toEqual({
      name: 'Toul Kork branch',
      province_id: '12',
      district_id: '1201',
      commune_id: undefined,
      address: 'Street 289, No. 12',
      phone: '+85512345678',
      email: 'sales@example.com',
      latitude: 11.5683,
      longitude: 104.8987,
    });
    const bare = storeBranchInputSchema.parse({
      name: 'Main shop',
      province_id: '12',
      phone: '',
      email: '',
      latitude: '',
      longitude: '',
    });
    expect(bare).toMatchObject({ address: '', phone: null, email: null, latitude: null });
    expect(bare.longitude).toBeNull();
    // A decimal comma (as some keyboards write it) and JSON numbers are read too.
    expect(
      storeBranchInputSchema.parse({ ...form, latitude: '11,5', longitude: 104.9 }),
    ).toMatchObject({ latitude: 11.5, longitude: 104.9 });
  });

  it('gives every problem at once, each on its field', () => {
    expect(
      issuesOf({
        name: ' ',
        province_id: '',
        district_id: '0801',
        phone: '123',
        email: 'not-an-email',
        latitude: '95',
        longitude: 'east',
      }),
    ).toEqual(
      expect.arrayContaining([
        'name storeBranches.nameRequired',
        'province_id validation.adLocationRequired',
        'phone validation.invalidPhone',
        'email validation.invalidEmail',
        'latitude storeBranches.latitudeInvalid',
        'longitude storeBranches.longitudeInvalid',
      ]),
    );
    expect(issuesOf({ ...form, district_id: '0801' })).toEqual([
      'district_id validation.adLocationMismatch',
    ]);
    expect(issuesOf({ ...form, commune_id: '120101', district_id: '' })).toEqual([
      'commune_id validation.adLocationMismatch',
    ]);
    expect(issuesOf({ ...form, longitude: '' })).toEqual(['longitude storeBranches.pointHalf']);
    expect(issuesOf({ ...form, latitude: '' })).toEqual(['latitude storeBranches.pointHalf']);
    expect(issuesOf({ ...form, longitude: '-180.5' })).toEqual([
      'longitude storeBranches.longitudeInvalid',
    ]);
    expect(issuesOf({ ...form, latitude: 'Infinity' })).toEqual([
      'latitude storeBranches.latitudeInvalid',
    ]);
    expect(issuesOf({ ...form, name: 'x'.repeat(81) })).toEqual(['name validation.tooLong']);
    expect(issuesOf({ ...form, address: 'x'.repeat(301) })).toEqual(['address validation.tooLong']);
    expect(issuesOf(null)).not.toEqual([]);
  });
});

describe('public branch', () => {
  it('keeps where the branch is and how to reach it, nothing of the store area', () => {
    const branch: StoreBranch = {
      id: '7',
      name: 'Toul Kork branch',
      province: { id: '12', name: { en: 'Phnom Penh', km: 'ភ្នំពេញ' } },
      district: null,
      commune: null,
      address: 'Street 289',
      phone: '+85512345678',
      email: null,
      latitude: 11.5683,
      longitude: 104.8987,
      created_at: '2026-11-28T00:00:00.000Z',
      updated_at: '2026-11-28T00:00:00.000Z',
    };
    const shown = toPublicBranch(branch);
    expect(Object.keys(shown)).not.toContain('id');
    expect(Object.keys(shown)).not.toContain('created_at');
    expect(publicBranchSchema.strict().parse(shown)).toEqual(shown);
  });

  it('links to directions on OpenStreetMap with the point rounded to 6 decimals', () => {
    expect(formatDegrees(11.568312345)).toBe('11.568312');
    expect(directionsUrl(11.5683, 104.8987)).toBe(
      'https://www.openstreetmap.org/directions?to=11.5683%2C104.8987',
    );
  });
});
