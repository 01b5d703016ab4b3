import { searchQuery } from '@repo/domain';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/database.ts';
import { insertAdRow, memberWithId, uniqueWord } from '../ads/ads.fixtures.ts';
import { decodeCursor, encodeCursor, type ListingCursor } from './listing-cursor.ts';
import type { ListingFilter } from './listing-filter.ts';
import type { KeywordPlan } from './listing-plan.repository.ts';
import { listAdsByRelevance } from './listing-relevance-window.ts';
import { wordsBeginning } from './listing-words.ts';

const NOW = Date.parse('2026-12-10T05:00:00.000Z');

/** Relevance ranks windows of the latest matches (ADR 0052); here windows of 6, pages of 4. */
describe('relevance in windows of the latest matches', () => {
  const env = setupTestApp({ now: () => NOW });
  const db = () => env.database.db;

  async function filterOf(q: string): Promise<ListingFilter> {
    const text = searchQuery(q)!;
    return { now: NOW, text: { ...text, words: await wordsBeginning(db(), text.terms, 32) } };
  }

  /** Every page, each cursor sent as the API sends it (encoded, then decoded). */
  async function walk(filter: ListingFilter, plan: KeywordPlan, window = 6) {
    const seen: string[] = [];
    let after: ListingCursor | undefined;
    for (let pages = 0; pages < 20; pages += 1) {
      const page = await listAdsByRelevance(db(), { filter, after, limit: 4, plan, window });
      seen.push(...page.rows.slice(0, 4).map((row) => String(row.ad.id)));
      if (!page.next) return seen;
      after = decodeCursor(encodeCursor(page.next), 'relevance');
      expect(after).toMatchObject(page.next);
    }
    throw new Error('too many pages');
  }

  it('ranks each window, then the window before it; every match once, whatever the plan', async () => {
    const seller = await memberWithId(env);
    const tag = uniqueWord();
    // 15 matches, oldest first: every third has the word in its title, the others in their
    // description only. Latest first, the windows are [15..10], [9..4], [3..1].
    const made: { id: string; title: boolean }[] = [];
    for (let n = 1; n <= 15; n += 1) {
      const title = n % 3 === 0;
      const id = await insertAdRow(db(), seller.id, NOW, {
        title: title ? `Phone ${tag} ${n}` : `Phone ${n}`,
        description: title ? 'Unlocked.' : `Sold with a ${tag} case.`,
      });
      made.push({ id, title });
    }
    const latest = [...made].reverse();
    const windows = [latest.slice(0, 6), latest.slice(6, 12), latest.slice(12)];
    // Within a window the title matches first, then the newest.
    const expected = windows.flatMap((window) => [
      ...window.filter((ad) => ad.title).map((ad) => ad.id),
      ...window.filter((ad) => !ad.title).map((ad) => ad.id),
    ]);
    const filter = await filterOf(tag);
    for (const plan of ['sort-matches', 'planner', 'bands'] as const)
      expect(await walk(filter, plan), plan).toEqual(expected);
    // Windows of 8, two pages each: a page that ends its window points at the next window, which
    // the next page reads (the same order; every match once).
    const eights = [latest.slice(0, 8), latest.slice(8)];
    const inEights = eights.flatMap((window) => [
      ...window.filter((ad) => ad.title).map((ad) => ad.id),
      ...window.filter((ad) => !ad.title).map((ad) => ad.id),
    ]);
    for (const plan of ['sort-matches', 'planner', 'bands'] as const)
      expect(await walk(filter, plan, 8), plan).toEqual(inEights);
    const ended = await listAdsByRelevance(db(), {
      filter,
      after: (await listAdsByRelevance(db(), { filter, limit: 4, plan: 'planner', window: 8 }))
        .next!,
      limit: 4,
      plan: 'planner',
      window: 8,
    });
    expect(ended.rows.map((row) => String(row.ad.id))).toEqual(inEights.slice(4, 8));
    expect(ended.next?.window).toBeDefined();
    // A window of 6 cannot say how many of 15 match; one of a thousand can, and the cursor
    // carries it to the next pages.
    expect(
      (await listAdsByRelevance(db(), { filter, limit: 4, plan: 'planner', window: 6 })).matched,
    ).toBeUndefined();
    const whole = await listAdsByRelevance(db(), { filter, limit: 4, plan: 'planner' });
    expect(whole.matched).toBe(15);
    expect(whole.next?.matched).toBe(15);
    const second = await listAdsByRelevance(db(), {
      filter,
      after: whole.next!,
      limit: 4,
      plan: 'planner',
    });
    expect(second.matched).toBe(15);
    // One window holding every match is the whole relevance order.
    expect(await walk(filter, 'sort-matches', 1000)).toEqual([
      ...latest.filter((ad) => ad.title).map((ad) => ad.id),
      ...latest.filter((ad) => !ad.title).map((ad) => ad.id),
    ]);
  });

  it('keeps its windows while newer ads arrive: nothing twice, nothing lost', async () => {
    const seller = await memberWithId(env);
    const tag = uniqueWord();
    const made: string[] = [];
    for (let n = 1; n <= 10; n += 1)
      made.push(await insertAdRow(db(), seller.id, NOW, { title: `Bike ${tag} ${n}` }));
    const filter = await filterOf(tag);
    const first = await listAdsByRelevance(db(), { filter, limit: 4, plan: 'planner', window: 6 });
    // A newer match is posted after the first page was read.
    const later = await insertAdRow(db(), seller.id, NOW, { title: `Bike ${tag} new` });
    const seen = first.rows.slice(0, 4).map((row) => String(row.ad.id));
    let after = first.next ?? undefined;
    while (after) {
      const page = await listAdsByRelevance(db(), {
        filter,
        after,
        limit: 4,
        plan: 'planner',
        window: 6,
      });
      seen.push(...page.rows.slice(0, 4).map((row) => String(row.ad.id)));
      after = page.next ?? undefined;
    }
    expect(seen).toHaveLength(10);
    expect([...seen].sort()).toEqual([...made].sort());
    expect(seen).not.toContain(later);
  });

  it('refuses a window in a cursor of another sort, or one that is not a place in the order', () => {
    const window = { at: '2026-12-09T05:00:00.123456Z', id: 42 };
    const relevance = encodeCursor({ sort: 'relevance', value: 80_000_000_000_000, id: 7, window });
    expect(decodeCursor(relevance, 'relevance')).toMatchObject({ window });
    const forged = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    expect(
      decodeCursor(
        forged(['latest', '2026-12-09T05:00:00Z', 7, [], ['2026-12-09T05:00:00Z', 1]]),
        'latest',
      ),
    ).toBeUndefined();
    const counted = encodeCursor({ sort: 'relevance', value: 5, id: 7, matched: 1001 });
    expect(decodeCursor(counted, 'relevance')).toMatchObject({ matched: 1001 });
    for (const matched of [1002, -1, 1.5, '12'])
      expect(
        decodeCursor(forged(['relevance', 5, 7, [], null, matched]), 'relevance'),
      ).toBeUndefined();
    expect(decodeCursor(forged(['relevance', 5, 7, [], null]), 'relevance')).toBeUndefined();
    // The compact title's search, as the first page decided it, rides beside the count only.
    const titled = encodeCursor({ sort: 'relevance', value: 5, id: 7, matched: 12, title: true });
    expect(decodeCursor(titled, 'relevance')).toMatchObject({ matched: 12, title: true });
    expect(decodeCursor(counted, 'relevance')?.title).toBeUndefined();
    for (const title of [0, 2, true, '1', null])
      expect(
        decodeCursor(forged(['relevance', 5, 7, [], null, 12, title]), 'relevance'),
      ).toBeUndefined();
    for (const bad of [
      ['yesterday', 1],
      ['2026-12-09T05:00:00Z', 0],
      ['2026-12-09T05:00:00Z'],
      { at: 1 },
      ['__proto__', 1],
    ])
      expect(decodeCursor(forged(['relevance', 5, 7, [], bad]), 'relevance')).toBeUndefined();
  });
});
