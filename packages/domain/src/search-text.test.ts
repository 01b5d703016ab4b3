import { describe, expect, it } from 'vitest';
import {
  normalizeSearchText,
  searchDocument,
  searchQuery,
  searchTokens,
  SEARCH_QUERY_COMPACT_MAX,
  SEARCH_QUERY_TERMS_MAX,
  SEARCH_TOKEN_MAX,
} from './search-text.ts';

const SENTENCE = 'លក់ផ្ទះល្វែងនៅភ្នំពេញ'; // "house for sale in Phnom Penh"

describe('normalizeSearchText', () => {
  it('ignores zero-width characters and soft hyphens', () => {
    const withInvisibles = 'លក់\u200Bផ្ទះ\u200Cល្វែង\u200Dនៅ\u2060ភ្នំ\uFEFFពេញ';
    expect(normalizeSearchText(withInvisibles)).toBe(SENTENCE);
    expect(searchTokens(withInvisibles)).toEqual(searchTokens(SENTENCE));
    expect(normalizeSearchText('i\u00ADPhone')).toBe('iphone');
  });

  it('collapses a repeated coeng to one', () => {
    expect(normalizeSearchText('ភ្\u17D2\u17D2នំពេញ')).toBe('ភ្នំពេញ');
    expect(searchTokens('ភ្\u17D2នំពេញ')).toEqual(['ភ្នំពេញ', 'phnompenh']);
  });

  it('reads the sign u before an upper vowel as the triisap it is typed for', () => {
    expect(normalizeSearchText('ម៉ាសុីនត្រជាក់')).toBe('ម៉ាស៊ីនត្រជាក់');
    expect(searchQuery('ម៉ាសុីនត្រជាក់')?.terms).toEqual(searchQuery('ម៉ាស៊ីនត្រជាក់')?.terms);
    // Before a vowel below or after the letter it is the vowel u itself.
    expect(normalizeSearchText('ប៊ុក សុខ')).toBe('ប៊ុក សុខ');
  });

  it('turns Khmer digits into Latin ones', () => {
    expect(normalizeSearchText('០១២៣៤៥៦៧៨៩')).toBe('0123456789');
    expect(searchTokens('ឡាន ២០១៩')).toEqual(['ឡាន', '2019']);
  });

  it('folds case, accents and compatibility forms', () => {
    expect(normalizeSearchText('Café')).toBe('cafe');
    expect(normalizeSearchText('CRÈME Brûlée')).toBe('creme brulee');
    expect(normalizeSearchText('ｉＰｈｏｎｅ')).toBe('iphone');
  });

  it('makes every run of punctuation and spaces one space, trimmed', () => {
    expect(normalizeSearchText('  Toyota -- Camry!!! (2019)\n\t')).toBe('toyota camry 2019');
    expect(normalizeSearchText('ឡាន។ លក់៖ $5,000៛')).toBe('ឡាន លក់ 5 000');
    expect(normalizeSearchText('   ')).toBe('');
  });

  it('keeps Khmer vowels and signs (marks) inside words', () => {
    expect(normalizeSearchText('ទូរស័ព្ទដៃ')).toBe('ទូរស័ព្ទដៃ');
  });

  it('gives the same text when applied twice', () => {
    for (const text of [SENTENCE, 'Crème ១២ ｉＰｈｏｎｅ13!', 'İstanbul ភ្\u17D2នំ', 'ß ﬁ ½']) {
      const once = normalizeSearchText(text);
      expect(normalizeSearchText(once)).toBe(once);
    }
  });
});

describe('searchTokens', () => {
  it('cuts Khmer written without spaces into dictionary words', () => {
    const tokens = searchTokens(SENTENCE);
    expect(tokens).toContain('លក់');
    expect(tokens).toContain('ភ្នំពេញ');
    expect(tokens).toContain('នៅ');
    expect(tokens.length).toBeGreaterThanOrEqual(3);
    // Every letter ends up in a word: nothing of the sentence is lost (beside the Latin word of
    // a place, SEARCH_PHRASES).
    expect(tokens.filter((token) => /[\u1780-\u17FF]/.test(token)).join('')).toBe(SENTENCE);
  });

  it('cuts other text on spaces only', () => {
    expect(searchTokens('Toyota Land-Cruiser')).toEqual(['toyota', 'land', 'cruiser']);
  });

  it('also gives the letter and digit parts of a mixed word', () => {
    expect(searchTokens('iPhone13')).toEqual(['iphone13', 'iphone', '13']);
    expect(searchTokens('iphone13pro')).toEqual(['iphone13pro', 'iphone', '13', 'pro']);
    expect(searchTokens('iPhone 13')).toEqual(['iphone', '13']);
  });

  it('separates Khmer from digits and Latin written against it', () => {
    expect(searchTokens('ឡាន2019')).toEqual(['ឡាន', '2019']);
    expect(searchTokens('លក់toyota')).toEqual(['លក់', 'toyota']);
  });

  it('drops repeats and keeps the order of first appearance', () => {
    expect(searchTokens('car Car CAR bike car')).toEqual(['car', 'bike']);
    expect(searchTokens('លក់ឡាន លក់ផ្ទះ')).toEqual(['លក់', 'ឡាន', 'ផ្ទះ']);
  });

  it('cuts tokens to 64 characters', () => {
    expect(searchTokens('a'.repeat(200))).toEqual(['a'.repeat(SEARCH_TOKEN_MAX)]);
    const mixed = searchTokens(`${'x'.repeat(100)}123 ${'b'.repeat(65)}`);
    expect(mixed).toEqual(['x'.repeat(64), '123', 'b'.repeat(64)]);
    for (const token of mixed) expect(token.length).toBeLessThanOrEqual(SEARCH_TOKEN_MAX);
  });

  it('gives nothing for text without letters or digits', () => {
    expect(searchTokens('')).toEqual([]);
    expect(searchTokens('?! -- ។')).toEqual([]);
  });
});

describe('searchDocument', () => {
  it('joins the distinct tokens of title and description with spaces', () => {
    expect(
      searchDocument({ title: 'iPhone 13 Pro', description: 'លក់ទូរស័ព្ទ iPhone ១៣ ស្អាត' }),
    ).toEqual({
      tokens: 'iphone 13 pro លក់ ទូរស័ព្ទ ស្អាត',
      title: 'iphone13pro',
      titleTokens: 'iphone 13 pro',
    });
  });

  it('gives iPhone 13 Pro and iPhone13 the same compact title start', () => {
    const spaced = searchDocument({ title: 'iPhone 13 Pro', description: '' });
    const joined = searchDocument({ title: 'iPhone13', description: '' });
    expect(spaced.title.startsWith('iphone13')).toBe(true);
    expect(joined.title).toBe('iphone13');
    const query = searchQuery('iphone 13');
    expect(query?.compact).toBe('iphone13');
    // A document's `iphone13` gives its parts too; a query's is asked whole (the parts follow).
    expect(searchDocument({ title: 'iPhone13', description: '' }).tokens).toBe(
      'iphone13 iphone 13',
    );
    expect(searchQuery('iphone13')?.terms).toEqual(['iphone13']);
    expect(spaced.title).toContain(query?.compact);
    expect(joined.title).toContain(query?.compact);
  });

  it('makes a Khmer title compact without spaces', () => {
    expect(searchDocument({ title: 'លក់ ផ្ទះល្វែង ។', description: '' }).title).toBe('លក់ផ្ទះល្វែង');
  });

  it('stores empty text for an ad without words', () => {
    expect(searchDocument({ title: '!!!', description: '' })).toEqual({
      tokens: '',
      title: '',
      titleTokens: '',
    });
  });
});

describe('searchQuery', () => {
  it('gives terms and a compact form for a mixed Latin, Khmer and number query', () => {
    expect(searchQuery('Toyota ឡាន ២០១៩')).toEqual({
      terms: ['toyota', 'ឡាន', '2019'],
      compact: 'toyotaឡាន2019',
    });
    expect(searchQuery('toyota ឡាន 2019')).toEqual({
      terms: ['toyota', 'ឡាន', '2019'],
      compact: 'toyotaឡាន2019',
    });
  });

  it('asks a product name typed apart as one word (i phone → iphone)', () => {
    expect(searchQuery('i phone 13')?.terms).toEqual(['iphone', '13']);
    expect(searchQuery('Mac Book air')?.terms).toEqual(['macbook', 'air']);
    // Only known names: two ordinary words stay two.
    expect(searchQuery('i need phone')?.terms).toEqual(['i', 'need', 'phone']);
  });

  it('finds the Khmer words of a query typed without spaces', () => {
    const query = searchQuery(SENTENCE);
    expect(query?.terms).toEqual(expect.arrayContaining(['លក់', 'phnompenh']));
    expect(query?.compact).toBe(SENTENCE);
  });

  it('is null when nothing searchable is left', () => {
    expect(searchQuery('')).toBeNull();
    expect(searchQuery('   ')).toBeNull();
    expect(searchQuery('!!!')).toBeNull();
    expect(searchQuery('\u200B ។ ៖')).toBeNull();
  });

  it('keeps at most 8 terms and 100 compact characters of a huge query', () => {
    const latin = Array.from({ length: 1500 }, (_, i) => `word${i}`).join(' ');
    expect(latin.length).toBeGreaterThan(10_000);
    const fromLatin = searchQuery(latin);
    // A word of letters and digits is asked whole: its parts are in every ad that has it.
    expect(fromLatin?.terms).toEqual(Array.from({ length: 8 }, (_, i) => `word${i}`));
    expect(fromLatin?.compact).toHaveLength(SEARCH_QUERY_COMPACT_MAX);
    expect(fromLatin?.compact.startsWith('word0word')).toBe(true);

    const khmer = searchQuery(`${SENTENCE} ឡានលក់បន្ទាន់ `.repeat(300));
    expect(khmer?.terms.length).toBeGreaterThan(0);
    expect(khmer?.terms.length).toBeLessThanOrEqual(SEARCH_QUERY_TERMS_MAX);
    expect(Array.from(khmer?.compact ?? '').length).toBeLessThanOrEqual(SEARCH_QUERY_COMPACT_MAX);
  });

  it('cuts long terms like document tokens, so prefixes still meet', () => {
    const long = 'z'.repeat(80);
    expect(searchQuery(long)?.terms).toEqual(searchTokens(long));
    expect(searchQuery(long)?.terms[0]).toHaveLength(SEARCH_TOKEN_MAX);
  });
});

describe('Khmer loanwords (brand names in either script)', () => {
  it('indexes a Khmer brand name under itself and its Latin word', () => {
    expect(searchTokens('លក់ឡានតូយ៉ូតាខេមរី')).toEqual(['លក់', 'ឡាន', 'តូយ៉ូតា', 'toyota', 'ខេមរី', 'camry']);
    expect(searchDocument({ title: 'ម៉ូតូ ហុងដា ឌ្រីម', description: '' }).tokens).toBe(
      'ម៉ូតូ ហុងដា honda ឌ្រីម dream',
    );
  });

  it('asks for the Latin word when a query types the Khmer name', () => {
    expect(searchQuery('តូយ៉ូតា')?.terms).toEqual(['toyota']);
    expect(searchQuery('លក់ អាយហ្វូន 13')?.terms).toEqual(['លក់', 'iphone', '13']);
    // The compact form stays as typed (it matches titles as they are written).
    expect(searchQuery('តូយ៉ូតា')?.compact).toBe('តូយ៉ូតា');
  });

  it('leaves Khmer words that merely look similar alone', () => {
    expect(searchTokens('ផ្ទះល្វែង')).not.toContain('condo');
    expect(searchTokens('ខុនដូ')).toEqual(['ខុនដូ', 'condo']);
  });
});

describe('phrases and places in either script (SEARCH_PHRASES)', () => {
  it('indexes an ad that writes a phrase in either script under its one word', () => {
    expect(searchTokens('ដីលក់ មានប្លង់រឹង')).toContain('hardtitle');
    expect(searchDocument({ title: 'Land, hard title', description: '' }).tokens).toBe(
      'land hard title hardtitle',
    );
    expect(searchTokens('House for rent Toul Kork')).toContain('toulkork');
    expect(searchTokens('ផ្ទះល្វែង នៅទួលគោក')).toEqual(expect.arrayContaining(['ទួលគោក', 'toulkork']));
    // Only the words in order: apart, they are other words.
    expect(searchTokens('title is hard')).not.toContain('hardtitle');
  });

  it('asks for the one word when a query types a phrase', () => {
    expect(searchQuery('hard title')?.terms).toEqual(['hardtitle']);
    expect(searchQuery('ប្លង់រឹង')?.terms).toEqual(['hardtitle']);
    expect(searchQuery('ផ្ទះ tuol kork')?.terms).toEqual(['ផ្ទះ', 'toulkork']);
    expect(searchQuery('air conditioner daikin')?.terms).toEqual(['aircon', 'daikin']);
    expect(searchQuery('ps 5')?.terms).toEqual(['ps5']);
  });
});

describe('hyphenated words', () => {
  it('are indexed joined as well (a document only)', () => {
    expect(searchDocument({ title: 'Honda CR-V 2009', description: '' }).tokens).toBe(
      'honda cr v 2009 crv',
    );
    expect(searchQuery('Honda-Dream')?.terms).toEqual(['honda', 'dream']);
  });
});

describe('subscript DA and TA', () => {
  it('are one letter for search', () => {
    expect(normalizeSearchText('ស្ដាប់')).toBe(normalizeSearchText('ស្តាប់'));
    expect(searchQuery('ស្ដាប់')?.terms).toEqual(searchTokens('ស្តាប់'));
  });
});
