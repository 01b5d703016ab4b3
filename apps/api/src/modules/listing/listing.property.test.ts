import { LISTING_PARAMS } from '@repo/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/accounts.ts';
import { setupTestApp } from '../../test/database.ts';

/**
 * Any query string gets an answer, never a server error: random parameters, known
 * and unknown, with random values (Khmer, controls, SQL, huge), and raw random query strings.
 */
describe('GET {api}/posts with random query strings', () => {
  const env = setupTestApp();

  const value = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom("'; drop table ads; --", '%', '_', '\\', ':*', '!&|()', '-1', '1e309', 'NaN'),
    fc.integer().map(String),
    fc.double().map(String),
    fc.stringMatching(/^[\u1780-\u17ff\u200b]{1,30}$/),
    fc.string({ minLength: 2000, maxLength: 12000 }),
  );
  const name = fc.oneof(fc.constantFrom(...LISTING_PARAMS), fc.string({ maxLength: 12 }));
  const params = fc.array(fc.tuple(name, value), { maxLength: 8 });

  it('encoded parameters: always 2xx or 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(params, async (pairs) => {
        const query = pairs
          .map(([key, text]) => `${encodeURIComponent(key)}=${encodeURIComponent(text)}`)
          .join('&');
        const response = await call(env.app, 'GET', `/api/posts?${query}`);
        expect(
          response.statusCode,
          `${query.slice(0, 300)}: ${response.body.slice(0, 300)}`,
        ).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });

  it('raw query strings: always 2xx or 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 300 }), async (raw) => {
        const query = raw.replace(/[#\s]/g, '');
        const response = await call(env.app, 'GET', `/api/posts?${query}`);
        expect(response.statusCode, `${query}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});
