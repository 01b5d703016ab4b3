import { describe, expect, test } from 'vitest';
import { formatMonth } from './format.ts';

describe('formatMonth', () => {
  test('a month as each language writes it', () => {
    expect(formatMonth('2024-03', 'en')).toBe('March 2024');
    expect(formatMonth('2021-07', 'km')).toBe('កក្កដា ២០២១');
  });

  test('anything else comes back as it was', () => {
    expect(formatMonth('2024-13', 'en')).toBe('2024-13');
    expect(formatMonth('', 'km')).toBe('');
  });
});
