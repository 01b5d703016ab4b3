import type { Ad } from '@repo/domain';
import { describe, expect, it } from 'vitest';
import { adToFormValues, apiBodyOf, formFieldErrors, newAdDefaults } from './form-values.ts';

const name = { en: 'Phnom Penh', km: 'ភ្នំពេញ' };

function ad(overrides: Partial<Ad> = {}): Ad {
  return {
    id: '7',
    status: 'active',
    category: {
      id: '401',
      slug: 'cars',
      type: 'auto',
      name,
      parent: { id: '4', slug: 'cars-vehicles', name },
    },
    title: 'Toyota Camry 2012',
    description: 'Clean, one owner.',
    price: 14500.5,
    price_kind: 'negotiable',
    location: {
      province: { id: '12', name },
      district: { id: '1201', name },
      commune: null,
    },
    address: 'Street 63',
    contact_name: 'Dara',
    phones: ['+85512345678', '+855977654321'],
    fields: { brand: 'toyota', year: 2012, tax_paper: true, mileage: 120000.5 },
    seller: {
      id: '3',
      username: null,
      first_name: 'Dara',
      last_name: 'Sok',
      member_since: '2026-01-01',
    },
    photos: [],
    views: 0,
    likes: 0,
    saves: 0,
    deleted_reason: null,
    posted_at: '2026-11-22T00:00:00Z',
    renewed_at: '2026-11-22T00:00:00Z',
    expires_at: '2026-12-22T00:00:00Z',
    updated_at: '2026-11-22T00:00:00Z',
    ...overrides,
  } as Ad;
}

describe('adToFormValues', () => {
  it('gives every value as the text its input holds, phones as Cambodians write them', () => {
    expect(adToFormValues(ad())).toEqual({
      category_id: '401',
      title: 'Toyota Camry 2012',
      description: 'Clean, one owner.',
      price: '14500.5',
      price_kind: 'negotiable',
      province_id: '12',
      district_id: '1201',
      commune_id: undefined,
      address: 'Street 63',
      contact_name: 'Dara',
      phones: ['012 345 678', '097 765 4321'],
      brand: 'toyota',
      year: '2012',
      tax_paper: 'on',
      mileage: '120000.5',
    });
  });

  it('leaves the price empty for a free ad and an unticked box absent', () => {
    const values = adToFormValues(
      ad({ price: 0, price_kind: 'free', fields: { tax_paper: false } }),
    );
    expect(values.price).toBe('');
    expect(values.tax_paper).toBeUndefined();
  });
});

describe('newAdDefaults', () => {
  it("starts with the member's name and phone", () => {
    expect(
      newAdDefaults('101', { first_name: 'Sreymom', last_name: 'Chan', phone: '+85512345678' }),
    ).toEqual({
      category_id: '101',
      price_kind: 'fixed',
      contact_name: 'Sreymom Chan',
      phones: ['012 345 678'],
    });
  });

  it('leaves them empty when the member has none', () => {
    expect(newAdDefaults('101', null)).toEqual({
      category_id: '101',
      price_kind: 'fixed',
      contact_name: undefined,
      phones: [],
    });
  });
});

describe('apiBodyOf', () => {
  it("sends only the type's fields, phones and photos repeated, blanks left out", () => {
    const body = apiBodyOf(
      {
        category_id: '501',
        title: 'Villa in BKK1',
        description: 'Garden',
        price: '250000',
        price_kind: 'fixed',
        province_id: '12',
        district_id: '',
        address: 'St 57',
        contact_name: 'Dara',
        phones: ['012 345 678', '', '097 765 4321'],
        offer_type: 'sale',
        bedrooms: '4',
        furnishing: '',
        brand: 'toyota',
        intent: 'submit',
        idempotency_key: 'k',
      },
      'property',
      ['p1', 'p2'],
    );
    expect(body).toEqual({
      category_id: '501',
      title: 'Villa in BKK1',
      description: 'Garden',
      price: '250000',
      price_kind: 'fixed',
      province_id: '12',
      address: 'St 57',
      contact_name: 'Dara',
      phones: ['012 345 678', '097 765 4321'],
      offer_type: 'sale',
      bedrooms: '4',
      photos: ['p1', 'p2'],
    });
  });

  it('takes a single phone given as text', () => {
    expect(apiBodyOf({ phones: '012 345 678' }, 'general', []).phones).toEqual(['012 345 678']);
  });
});

describe('formFieldErrors', () => {
  it('names list items as the form does and merges repeats', () => {
    expect(
      formFieldErrors({
        'phones.1': ['validation.invalidPhone'],
        phones: ['validation.adPhonesMax'],
        title: ['validation.adTitleLength'],
        'photos.0': ['validation.adPhotoInvalid'],
      }),
    ).toEqual({
      'phones[1]': ['validation.invalidPhone'],
      phones: ['validation.adPhonesMax'],
      title: ['validation.adTitleLength'],
      'photos[0]': ['validation.adPhotoInvalid'],
    });
  });
});
