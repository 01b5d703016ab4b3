// Long on purpose: one area's behaviours, each test with its own setup beside it.
import type { MemberSearch, StoreSearch } from '@repo/domain';
import { describe, expect, it } from 'vitest';
import { stores, users } from '../../db/schema.ts';
import { call, dataOf } from '../../test/accounts.ts';
import { setupTestApp, TEST_CONFIG } from '../../test/database.ts';
import type { NewAdRow } from '../ads/ads.repository.ts';
import { insertAdRow, uniqueWord } from '../ads/ads.fixtures.ts';

const clock = { at: Date.parse('2026-12-10T05:00:00.000Z') };

type Env = ReturnType<typeof setupTestApp>;

let people = 0;
/** An account written straight into the table (active unless told otherwise). */
async function insertUser(
  env: Env,
  values: {
    firstName: string;
    lastName: string;
    username?: string | null;
    status?: 'active' | 'pending';
  },
) {
  people += 1;
  const [row] = await env.database.db
    .insert(users)
    .values({
      phone: `+8551${String(2_000_000 + people).padStart(7, '0')}`,
      email: `member${people}@example.com`,
      status: 'active',
      ...values,
    })
    .returning({ id: users.id });
  return row!.id;
}

/** A store written straight into the table (no store API yet). */
async function insertStore(
  env: Env,
  ownerId: number,
  values: Partial<typeof stores.$inferInsert> & { name: string; username: string },
) {
  const [row] = await env.database.db
    .insert(stores)
    .values({ ownerId, ...values })
    .returning({ id: stores.id });
  return String(row!.id);
}

const insertAd = (env: Env, userId: number, values: Partial<NewAdRow> = {}) =>
  insertAdRow(env.database.db, Number(userId), clock.at, values);

async function members(env: Env, query: string): Promise<MemberSearch> {
  return dataOf<MemberSearch>(await call(env.app, 'GET', `/api/search/users?${query}`));
}

async function companies(env: Env, query: string): Promise<StoreSearch> {
  return dataOf<StoreSearch>(await call(env.app, 'GET', `/api/search/companies?${query}`));
}

const q = (text: string) => `q=${encodeURIComponent(text)}`;
const ids = (page: { items: { id: string }[] }) => page.items.map((item) => item.id);

describe('GET {api}/search/users', () => {
  const env = setupTestApp({ now: () => clock.at });

  it('finds active members by first name, last name or username, whatever the case and accents', async () => {
    const tag = uniqueWord();
    const elodie = String(await insertUser(env, { firstName: `Élodie${tag}`, lastName: 'Dupont' }));
    const dara = String(
      await insertUser(env, { firstName: 'Dara', lastName: `SOK${tag}`, username: `kh.${tag}` }),
    );
    await insertUser(env, { firstName: `Elodie${tag}`, lastName: 'Pending', status: 'pending' });

    expect(ids(await members(env, q(`elodie${tag}`)))).toEqual([elodie]);
    expect(ids(await members(env, q(`ÉLODIE${tag.toUpperCase()}`)))).toEqual([elodie]);
    expect(ids(await members(env, q(`sok${tag}`)))).toEqual([dara]);
    // A username typed as is, or with an @.
    expect(ids(await members(env, q(`@kh.${tag}`)))).toEqual([dara]);
    expect(ids(await members(env, q(`KH.${tag}`)))).toEqual([dara]);
    // Every word must match, in any order.
    expect(ids(await members(env, q(`sok${tag} dara`)))).toEqual([dara]);
    expect(ids(await members(env, q(`sok${tag} elodie`)))).toEqual([]);
    // A part of a name matches too.
    expect(ids(await members(env, q(tag)))).toEqual(expect.arrayContaining([elodie, dara]));
  });

  it('finds Khmer names with or without spaces and invisible characters', async () => {
    const tag = uniqueWord();
    const id = String(
      await insertUser(env, { firstName: 'សុខ', lastName: 'ដារា', username: `sokdara${tag}` }),
    );
    for (const text of ['ដារា', 'សុខ ដារា', 'សុខដារា', 'ដា\u200bរា', `SokDara${tag}`]) {
      const found = await members(env, q(text));
      expect(ids(found), text).toContain(id);
    }
    // Written without a space, found by either part.
    const joined = String(await insertUser(env, { firstName: 'ចាន់សុភា', lastName: tag }));
    expect(ids(await members(env, q('សុភា')))).toContain(joined);
    expect(ids(await members(env, q(`ចាន់ សុភា ${tag}`)))).toEqual([joined]);
  });

  it('matches a short word at the start of a word only, and words across spaces', async () => {
    // Never beginning with `ly` (a random tag did, now and then: "Kelly lyx…" has a word `ly…`).
    const tag = `q${uniqueWord()}`;
    const ly = String(await insertUser(env, { firstName: 'Heng', lastName: `Ly ${tag}` }));
    const kelly = String(await insertUser(env, { firstName: 'Vanna', lastName: `Kelly ${tag}` }));
    expect(ids(await members(env, q(`ly ${tag}`)))).toEqual([ly]);
    expect(ids(await members(env, q(`kelly ${tag}`)))).toEqual([kelly]);
    // Typed as one word, or in another order.
    expect(ids(await members(env, q(`hengly${tag}`)))).toEqual([ly]);
    expect(ids(await members(env, q(`${tag} vanna`)))).toEqual([kelly]);
  });

  it('ranks the exact username first, then names starting with the words, then the rest', async () => {
    const tag = uniqueWord();
    const inside = String(await insertUser(env, { firstName: 'Vanna', lastName: `Ly${tag}` }));
    const startsB = String(await insertUser(env, { firstName: `${tag}b`, lastName: 'Chan' }));
    const exact = String(
      await insertUser(env, { firstName: 'Zed', lastName: 'Zed', username: tag }),
    );
    const startsA = String(await insertUser(env, { firstName: `${tag}a`, lastName: 'Chan' }));
    const found = await members(env, q(tag));
    expect(ids(found)).toEqual([exact, startsA, startsB, inside]);
    expect(found.total).toBe(4);
    expect(found.total_is_estimate).toBe(false);
    expect(found.next_cursor).toBeNull();
  });

  it('pages by cursor without gaps or repeats', async () => {
    const tag = uniqueWord();
    const all: string[] = [];
    for (const name of ['Bopha', 'Chenda', 'Dara', 'Kosal', 'Mealea', 'Rith', 'Sophea'])
      all.push(String(await insertUser(env, { firstName: name, lastName: `${tag}x` })));
    await insertUser(env, { firstName: 'Vanna', lastName: 'Other', username: `u${tag}` });
    const whole = await members(env, q(`${tag}x`));
    expect(ids(whole)).toEqual(all);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: MemberSearch = await members(
        env,
        `${q(`${tag}x`)}&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.total).toBe(7);
      expect(page.notes).toEqual([]);
      seen.push(...ids(page));
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(all);
  });

  it('shows public fields only, with the count of active ads', async () => {
    const tag = uniqueWord();
    const id = await insertUser(env, { firstName: 'Sreymom', lastName: tag, username: `s${tag}` });
    await insertAd(env, id);
    await insertAd(env, id);
    await insertAd(env, id, { status: 'sold' });
    await insertAd(env, id, { expiresAt: new Date(clock.at - 1000) });
    const response = await call(env.app, 'GET', `/api/search/users?${q(tag)}`);
    expect(response.body).not.toMatch(/\+855|@example\.com|phone|email|password/);
    const [member] = dataOf<MemberSearch>(response).items;
    expect(member).toEqual({
      id: String(id),
      username: `s${tag}`,
      display_name: `Sreymom ${tag}`,
      avatar_url: null,
      member_since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      active_ads: 2,
    });
  });

  it('answers bad input with notes, never an error', async () => {
    const tag = uniqueWord();
    const id = String(await insertUser(env, { firstName: 'Kosal', lastName: tag }));

    for (const query of ['', 'q=', 'q=%20%20', 'limit=5']) {
      const found = await members(env, query);
      expect(found.items, query).toEqual([]);
      expect(found.notes, query).toContainEqual({ param: 'q', reason: 'missing' });
    }
    // Punctuation only, and LIKE wildcards: nothing to look for (never "everyone").
    for (const text of ['%', '_', '%%%', '\\', "'; drop table users; --"]) {
      const found = await members(env, q(text));
      expect(found.items, text).toEqual([]);
    }
    expect((await members(env, q('%'))).notes).toEqual([{ param: 'q', reason: 'invalid' }]);

    // 10 kB keyword: cut to 100 characters, noted.
    const long = await members(env, q(`${tag} ${'x'.repeat(10_000)}`));
    expect(long.notes).toEqual([{ param: 'q', reason: 'truncated' }]);

    // A bad cursor starts again at the first page.
    for (const cursor of ['!!!', 'abc', Buffer.from('[1,2]').toString('base64url')]) {
      const found = await members(env, `${q(tag)}&cursor=${encodeURIComponent(cursor)}`);
      expect(ids(found), cursor).toEqual([id]);
      expect(found.notes, cursor).toEqual([{ param: 'cursor', reason: 'invalid' }]);
    }
    // A cursor of the company search is not one of this search.
    const foreign = Buffer.from(JSON.stringify(['companies', 0, 'a', 1])).toString('base64url');
    expect((await members(env, `${q(tag)}&cursor=${foreign}`)).notes).toEqual([
      { param: 'cursor', reason: 'invalid' },
    ]);

    for (const limit of ['0', '-1', 'abc', '1.5', '1e3']) {
      const found = await members(env, `${q(tag)}&limit=${limit}`);
      expect(found.notes, limit).toEqual([{ param: 'limit', reason: 'invalid' }]);
      expect(ids(found)).toEqual([id]);
    }
    // Above the maximum: lowered to it (50), without a note.
    const crowd = uniqueWord();
    for (let index = 0; index < 51; index++)
      await insertUser(env, { firstName: crowd, lastName: `Member${index}` });
    const capped = await members(env, `${q(crowd)}&limit=500`);
    expect(capped.notes).toEqual([]);
    expect(capped.items).toHaveLength(50);
    expect(capped.next_cursor).not.toBeNull();
  });

  it('needs a Device-Id like every {api} call', async () => {
    const response = await env.app.inject({ method: 'GET', url: '/api/search/users?q=dara' });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET {api}/search/companies', () => {
  const env = setupTestApp({ now: () => clock.at });

  it('is empty until stores exist, and says so without an error', async () => {
    const found = await companies(env, q('phone shop'));
    expect(found).toEqual({
      items: [],
      next_cursor: null,
      total: 0,
      total_is_estimate: false,
      notes: [],
    });
    expect((await companies(env, '')).notes).toEqual([{ param: 'q', reason: 'missing' }]);
  });

  it('finds active stores by name, username or keyword, exact username first', async () => {
    const tag = uniqueWord();
    const owner = await insertUser(env, { firstName: 'Dara', lastName: 'Sok' });
    const pending = await insertUser(env, { firstName: 'Pich', lastName: 'Ly', status: 'pending' });
    const byName = await insertStore(env, owner, {
      name: `Café ${tag} Phones`,
      username: `cafe-${tag}`,
      shortDescription: 'Phones and repairs in Toul Kork',
      keywords: ['iPhone', 'Samsung'],
      logoPath: 'stores/1/logo.webp',
    });
    const byUsername = await insertStore(env, owner, { name: 'Lucky Motors', username: tag });
    const byKeyword = await insertStore(env, owner, {
      name: 'Angkor Books',
      username: `angkor-${tag}-books`,
      keywords: [`${tag}ទូរសព្ទ`],
    });
    await insertStore(env, owner, {
      name: `Closed ${tag}`,
      username: `closed-${tag}`,
      status: 'inactive',
    });
    await insertStore(env, pending, { name: `Pending ${tag}`, username: `pending-${tag}` });

    const found = await companies(env, q(tag));
    // Exact username, then names with a word starting with it (Angkor's username), then the rest.
    expect(ids(found)).toEqual([byUsername, byKeyword, byName]);
    expect(found.total).toBe(3);
    expect(found.items.find((item) => item.id === byName)).toEqual({
      id: byName,
      username: `cafe-${tag}`,
      name: `Café ${tag} Phones`,
      short_description: 'Phones and repairs in Toul Kork',
      keywords: ['iPhone', 'Samsung'],
      logo_url: `${TEST_CONFIG.MEDIA_BASE_URL}/stores/1/logo.webp`,
      created_at: expect.any(String),
    });

    expect(ids(await companies(env, q(`CAFE ${tag}`)))).toEqual([byName]);
    expect(ids(await companies(env, q(`${tag} iphone`)))).toEqual([byName]);
    expect(ids(await companies(env, q('ទូរសព្ទ')))).toEqual([byKeyword]);
    expect(ids(await companies(env, q(`${tag} zzzznothing`)))).toEqual([]);

    // Pages.
    const first = await companies(env, `${q(tag)}&limit=2`);
    expect(ids(first)).toEqual([byUsername, byKeyword]);
    const second = await companies(env, `${q(tag)}&limit=2&cursor=${first.next_cursor}`);
    expect(ids(second)).toEqual([byName]);
    expect(second.next_cursor).toBeNull();
    // A member search cursor is not a company one.
    const members = Buffer.from(JSON.stringify(['users', 0, 'a', 1])).toString('base64url');
    expect((await companies(env, `${q(tag)}&cursor=${members}`)).notes).toEqual([
      { param: 'cursor', reason: 'invalid' },
    ]);
  });
});
