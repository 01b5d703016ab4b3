import { describe, expect, it } from 'vitest';
import { slugify, titleSlug } from './slug.ts';

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

describe('titleSlug', () => {
  it('keeps Khmer words in Khmer, cut into words with hyphens', () => {
    const slug = titleSlug('ផ្ទះល្វែងលក់បន្ទាន់');
    expect(slug).toMatch(/^[\u1780-\u17FF]+(?:-[\u1780-\u17FF]+)+$/);
    expect(slug.replaceAll('-', '')).toBe('ផ្ទះល្វែងលក់បន្ទាន់');
  });

  it('mixes Latin and Khmer words, drops punctuation and Khmer signs', () => {
    expect(titleSlug('iPhone 13 Pro ថ្មី!')).toBe('iphone-13-pro-ថ្មី');
    expect(titleSlug('ម៉ូតូ Honda Dream ឆ្នាំ២០២០។')).toMatch(/^ម៉ូតូ-honda-dream-ឆ្នាំ/);
    expect(titleSlug('Café & Bar')).toBe('cafe-and-bar');
  });

  it('is short: at most 8 words and 60 characters; a fallback when nothing is left', () => {
    expect(titleSlug('one two three four five six seven eight nine ten')).toBe(
      'one-two-three-four-five-six-seven-eight',
    );
    expect([...titleSlug('ផ្ទះ'.repeat(40))].length).toBeLessThanOrEqual(60);
    expect(titleSlug('!!! ។ ៖', 'ad')).toBe('ad');
    expect(titleSlug('', 'ad')).toBe('ad');
  });
});
