import { describe, expect, it } from 'vitest';
import {
  isEmptyCompanyProfile,
  isSafeWebsite,
  storeCompanyProfileInputSchema,
} from './store-company.ts';

const parse = (value: Record<string, unknown>) => storeCompanyProfileInputSchema.safeParse(value);

describe('the company profile (ADR 0051)', () => {
  it('reads a form: lists one a line, the year as a number, a bare address as https', () => {
    const result = parse({
      industry: ' Retail ',
      size: '11-50',
      founded_year: '2015',
      website: 'example.com.kh/jobs',
      benefits: 'Lunch\r\n\r\n Health insurance \nLunch',
      how_we_hire: 'A call, then a day with the team.',
      languages: 'Khmer\nEnglish',
    });
    expect(result.success && result.data).toEqual({
      industry: 'Retail',
      size: '11-50',
      founded_year: 2015,
      website: 'https://example.com.kh/jobs',
      benefits: ['Lunch', 'Health insurance'],
      how_we_hire: 'A call, then a day with the team.',
      languages: ['Khmer', 'English'],
    });
  });

  it('takes nothing at all as an empty profile', () => {
    const result = parse({});
    expect(result.success).toBe(true);
    expect(result.success && isEmptyCompanyProfile(result.data)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'ftp://example.com',
    'https://user:secret@example.com',
    'https://localhost',
    `https://example.com/${'a'.repeat(200)}`,
  ])('refuses the website %s', (website) => {
    const result = parse({ website });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['website']);
  });

  it('accepts http and https addresses', () => {
    expect(isSafeWebsite('https://psar.example.com')).toBe(true);
    expect(isSafeWebsite('http://psar.example.com/about?x=1')).toBe(true);
  });

  it('bounds the year, the size and the lists', () => {
    const year = new Date().getUTCFullYear();
    expect(parse({ founded_year: String(year) }).success).toBe(true);
    expect(parse({ founded_year: String(year + 1) }).success).toBe(false);
    expect(parse({ founded_year: '1899' }).success).toBe(false);
    expect(parse({ founded_year: '20.5' }).success).toBe(false);
    expect(parse({ size: '12-40' }).success).toBe(false);
    expect(parse({ industry: 'x'.repeat(81) }).success).toBe(false);
    expect(parse({ how_we_hire: 'x'.repeat(1001) }).success).toBe(false);
    const many = (n: number) => Array.from({ length: n }, (_, i) => `Item ${i}`);
    expect(parse({ benefits: many(15) }).success).toBe(true);
    expect(parse({ benefits: many(16) }).success).toBe(false);
    expect(parse({ benefits: ['x'.repeat(81)] }).success).toBe(false);
    expect(parse({ languages: many(5).join('\n') }).success).toBe(true);
    expect(parse({ languages: many(6).join('\n') }).success).toBe(false);
  });
});
