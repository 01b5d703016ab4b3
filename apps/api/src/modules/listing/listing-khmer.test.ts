import { describe, expect, it } from 'vitest';
import { endsAtSyllable, standsFor } from './listing-khmer.ts';

describe('Khmer word rules', () => {
  it('a prefix is a word of a longer one only where a syllable ends', () => {
    expect(endsAtSyllable('ការ', 'ការងារ')).toBe(true);
    expect(endsAtSyllable('ការ', 'ការ៉េ')).toBe(false);
    expect(endsAtSyllable('ខ្ម', 'ខ្មែរ')).toBe(false);
    expect(endsAtSyllable('ផ្ទះ', 'ផ្ទះល្វែង')).toBe(true);
    expect(endsAtSyllable('ផ្ទះ', 'ផ្ទះ')).toBe(true);
    expect(endsAtSyllable('iphone', 'iphones')).toBe(true);
  });

  it('a short Khmer term stands only for words that differ by marks', () => {
    expect(standsFor('មូតូ', 'ម៉ូតូ')).toBe(true);
    expect(standsFor('ខ្មៅ', 'ខ្មែរ')).toBe(false);
    expect(standsFor('ខ្មៅ', 'ខ្លះ')).toBe(false);
    expect(standsFor('ស្រា', 'ស្រី')).toBe(false);
    // Longer terms keep what trigram similarity found.
    expect(standsFor('ទូរសព្ទ', 'ទូរស័ព្ទ')).toBe(true);
  });

  it('a Latin term stands for words a typo away from it', () => {
    expect(standsFor('labtop', 'laptop')).toBe(true);
    expect(standsFor('iphnoe', 'iphone')).toBe(true);
    expect(standsFor('toyta', 'toyota')).toBe(true);
    expect(standsFor('appartment', 'apartment')).toBe(true);
    expect(standsFor('macbok', 'macbook')).toBe(true);
    // Words sharing its trigrams but further away do not.
    expect(standsFor('macbok', 'machine')).toBe(false);
    expect(standsFor('hoda', 'home')).toBe(false);
  });
});
