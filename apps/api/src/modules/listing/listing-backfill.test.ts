import { SEARCH_TEXT_VERSION, type AdListing, type User } from '@repo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ads } from '../../db/schema.ts';
import { call, dataOf, signUp } from '../../test/accounts.ts';
import { setupTestApp } from '../../test/database.ts';
import { createListingService } from './listing.service.ts';

const clock = { at: Date.parse('2026-12-10T05:00:00.000Z') };
const DAY = 24 * 3600 * 1000;

describe('search text written by an older version', () => {
  const env = setupTestApp({ now: () => clock.at });

  it('is written again by the backfill, after which Khmer brand names find Latin ones', async () => {
    const { tokens } = await signUp(env.app, env.database.db);
    const me = dataOf<User>(
      await call(env.app, 'GET', '/api/me', { accessToken: tokens.access_token }),
    );
    const title = 'លក់ឡានតូយ៉ូតាខេមរី ស្អាត';
    const at = new Date(clock.at - DAY);
    // As version 1 wrote it: ICU's syllables, no Latin word.
    const [row] = await env.database.db
      .insert(ads)
      .values({
        userId: Number(me.id),
        categoryId: 401,
        status: 'active',
        title,
        description: 'ឡានស្អាត',
        price: '15000.00',
        priceKind: 'fixed',
        provinceId: '12',
        address: 'Street 63',
        contactName: 'Dara',
        phones: ['+85512345678'],
        fields: { condition: 'used' },
        postedAt: at,
        renewedAt: at,
        expiresAt: new Date(clock.at + 30 * DAY),
        searchTokens: 'លក់ ឡាន តូ យ៉ូ តា ខេម រី ស្អាត',
        searchTitle: 'លក់ឡានតូយ៉ូតាខេមរីស្អាត',
        searchVersion: 1,
      })
      .returning({ id: ads.id });
    const search = async (q: string) =>
      dataOf<AdListing>(
        await call(env.app, 'GET', `/api/posts?q=${encodeURIComponent(q)}`, {}),
      ).items.map((item) => item.id);

    expect(await search('toyota camry')).toEqual([]);

    const listing = createListingService({
      db: env.database.db,
      now: () => clock.at,
      mediaBaseUrl: 'http://127.0.0.1/media',
    });
    expect(await listing.backfillSearchText()).toBeGreaterThanOrEqual(1);
    const [written] = await env.database.db
      .select({ version: ads.searchVersion, tokens: ads.searchTokens })
      .from(ads)
      .where(eq(ads.id, row!.id));
    expect(written!.version).toBe(SEARCH_TEXT_VERSION);
    expect(written!.tokens.split(' ')).toEqual(expect.arrayContaining(['toyota', 'camry']));
    expect(await search('toyota camry')).toEqual([String(row!.id)]);
    expect(await search('តូយ៉ូតា')).toEqual([String(row!.id)]);
    // Nothing is left to write.
    expect(await listing.backfillSearchText()).toBe(0);
  });
});
