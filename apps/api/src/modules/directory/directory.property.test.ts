import { DIRECTORY_PARAMS, normalizeSearchText } from '@repo/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/accounts.ts';
import { setupTestApp } from '../../test/database.ts';

/**
 * Any query string gets an answer, never a server error (ADR 0013), on both searches;
 * and the database folds names exactly as the domain folds the query (`search_fold` is the
 * SQL twin of `normalizeSearchText`), or typed names would not meet stored ones.
 */
describe('GET {api}/search/users and /search/companies with random query strings', () => {
  const env = setupTestApp();

  const value = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom("'; drop table users; --", '%', '_', '\\', '@', '!&|()', '-1', '1e309', 'NaN'),
    fc.integer().map(String),
    fc.stringMatching(/^[\u1780-\u17ff\u200b ]{1,30}$/),
    fc.base64String({ maxLength: 200 }).map((text) => text.replace(/[+/=]/g, '_')),
    fc.string({ minLength: 2000, maxLength: 12000 }),
  );
  const name = fc.oneof(fc.constantFrom(...DIRECTORY_PARAMS), fc.string({ maxLength: 12 }));
  const params = fc.array(fc.tuple(name, value), { maxLength: 6 });
  const path = fc.constantFrom('/api/search/users', '/api/search/companies');

  it('encoded parameters: always 200', async () => {
    await fc.assert(
      fc.asyncProperty(path, params, async (base, pairs) => {
        const query = pairs
          .map(([key, text]) => `${encodeURIComponent(key)}=${encodeURIComponent(text)}`)
          .join('&');
        const response = await call(env.app, 'GET', `${base}?${query}`);
        expect(response.statusCode, `${query.slice(0, 300)}: ${response.body.slice(0, 300)}`).toBe(
          200,
        );
      }),
      { numRuns: 120 },
    );
  });

  it('raw query strings: always 2xx or 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(path, fc.string({ unit: 'binary', maxLength: 300 }), async (base, raw) => {
        const query = raw.replace(/[#\s]/g, '');
        const response = await call(env.app, 'GET', `${base}?${query}`);
        expect(response.statusCode, `${query}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
      }),
      { numRuns: 120 },
    );
  });

  it('search_fold reads the sign u before an upper vowel as the triisap, as the domain does', async () => {
    const result = await env.database.db.execute(sql`select search_fold(${'សុីម ម៉ាសុីន'}) as folded`);
    const [row] = (result as unknown as { rows: { folded: string }[] }).rows;
    expect(row?.folded).toBe('ស៊ីម ម៉ាស៊ីន');
    expect(normalizeSearchText('សុីម ម៉ាសុីន')).toBe('ស៊ីម ម៉ាស៊ីន');
  });

  it('search_fold folds names as normalizeSearchText does', async () => {
    // Names: Latin with accents and full-width forms, Khmer (coeng runs, digits, invisible
    // characters), digits, spaces and punctuation.
    const piece = fc.oneof(
      fc.constantFrom(
        ...'aZéÉèÀçÇñÑüÖøßĐđ ＡＢｃ１２-._\'’"@!?,;:()[]{}«»/\\|\u00a0\u200b\u200c\u00ad\ufeff\t',
      ),
      fc.constantFrom(...'សុខដារាចាន់ភាស្រីមុំវណ្ណា។៕៛០១២៣៤៥៦៧៨៩\u17d2\u17d2'),
      fc.integer({ min: 0x1780, max: 0x17ff }).map((code) => String.fromCharCode(code)),
      fc.integer({ min: 0x19e0, max: 0x19ff }).map((code) => String.fromCharCode(code)),
      fc.integer({ min: 0x41, max: 0x7a }).map((code) => String.fromCharCode(code)),
      fc.integer({ min: 0xc0, max: 0x17f }).map((code) => String.fromCharCode(code)),
    );
    const text = fc.array(piece, { maxLength: 30 }).map((pieces) => pieces.join(''));
    await fc.assert(
      fc.asyncProperty(text, async (value) => {
        const result = await env.database.db.execute(sql`select search_fold(${value}) as folded`);
        const [row] = (result as unknown as { rows: { folded: string }[] }).rows;
        expect(row?.folded, JSON.stringify(value)).toBe(normalizeSearchText(value));
      }),
      { numRuns: 1000 },
    );
  });
});
