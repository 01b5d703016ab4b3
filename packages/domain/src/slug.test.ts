import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it('drops accents and joins words with hyphens', () => {
    expect(slugify('Kratié')).toBe('kratie');
    expect(slugify('Banteay Meanchey')).toBe('banteay-meanchey');
    expect(slugify("  Women's Clothing ")).toBe('women-s-clothing');
    expect(slugify('Cars & Vehicles')).toBe('cars-and-vehicles');
  });

  it('falls back when nothing Latin is left', () => {
    expect(slugify('ភ្នំពេញ', 'location-12')).toBe('location-12');
    expect(slugify('ភ្នំពេញ')).toBe('');
  });
});
