import type { Ad, MyStore, PublicStore, StoreCompanyProfile } from '@repo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storeMembers, stores } from '../../db/schema.ts';
import { call, dataOf, errorOf, signedUpMember } from '../../test/accounts.ts';
import { insertPhoneAd } from '../../test/ads.ts';
import { setupTestApp } from '../../test/database.ts';

/** A store's company profile for job seekers (ADR 0051): its members read it, owner and managers write it. */

const env = setupTestApp();

let names = 0;
const username = () => `company${Date.now() % 1_000_000}x${(names += 1)}`;

async function storeWithOwner() {
  const owner = await signedUpMember(env.app, env.database.db);
  const response = await call(env.app, 'POST', '/api/me/stores', {
    accessToken: owner.token,
    body: { name: 'Angkor Coffee', username: username(), keywords: [] },
  });
  return { owner, store: dataOf<MyStore>(response, 201) };
}

const PROFILE = {
  industry: 'Coffee shops',
  size: '11-50',
  founded_year: 2016,
  website: 'https://angkor-coffee.example.com/jobs',
  benefits: ['Free lunch', 'Health insurance', 'Khmer New Year bonus'],
  how_we_hire: 'A short call, then a paid trial day with the team.',
  languages: ['Khmer', 'English'],
};

const company = (storeId: string, token: string | undefined) =>
  call(env.app, 'GET', `/api/me/stores/${storeId}/company`, { accessToken: token });
const setCompany = (storeId: string, token: string | undefined, body: Record<string, unknown>) =>
  call(env.app, 'PUT', `/api/me/stores/${storeId}/company`, { accessToken: token, body });
const publicPage = (name: string) => call(env.app, 'GET', `/api/stores/${name}`);

describe('the company profile', () => {
  it('is empty until filled, then read by members and shown on the public page', async () => {
    const { owner, store } = await storeWithOwner();
    expect(dataOf<StoreCompanyProfile>(await company(store.id, owner.token))).toEqual({
      industry: '',
      size: null,
      founded_year: null,
      website: null,
      benefits: [],
      how_we_hire: '',
      languages: [],
    });
    expect(dataOf<PublicStore>(await publicPage(store.username)).company).toBeNull();

    const saved = dataOf<StoreCompanyProfile>(await setCompany(store.id, owner.token, PROFILE));
    expect(saved).toEqual(PROFILE);
    expect(dataOf<StoreCompanyProfile>(await company(store.id, owner.token))).toEqual(PROFILE);
    expect(dataOf<PublicStore>(await publicPage(store.username)).company).toEqual(PROFILE);

    // Emptied again: kept as none, and the public page has nothing to show.
    dataOf(await setCompany(store.id, owner.token, {}));
    const [row] = await env.database.db
      .select({ company: stores.company })
      .from(stores)
      .where(eq(stores.id, Number(store.id)));
    expect(row?.company).toBeNull();
    expect(dataOf<PublicStore>(await publicPage(store.username)).company).toBeNull();
  });

  it("comes with the store's card on its job ads, and only on them", async () => {
    const { owner, store } = await storeWithOwner();
    const asStore = { storeId: Number(store.id) };
    // Subcategory 601 is a job (Sales & Marketing); 101 a phone.
    const job = await insertPhoneAd(env.database.db, owner.id, { ...asStore, categoryId: 601 });
    const phone = await insertPhoneAd(env.database.db, owner.id, asStore);
    const own = await insertPhoneAd(env.database.db, owner.id, { categoryId: 601 });
    const cardOf = async (id: number) =>
      dataOf<Ad>(await call(env.app, 'GET', `/api/posts/${id}`)).store;

    expect((await cardOf(job))?.company).toBeNull();
    dataOf(await setCompany(store.id, owner.token, PROFILE));
    expect(await cardOf(job)).toMatchObject({ username: store.username, company: PROFILE });
    expect(await cardOf(phone)).toMatchObject({ username: store.username, company: null });
    expect(await cardOf(own)).toBeNull();
  });

  it('lets a manager write it and staff only read it', async () => {
    const { owner, store } = await storeWithOwner();
    const [manager, staff] = await Promise.all([
      signedUpMember(env.app, env.database.db),
      signedUpMember(env.app, env.database.db),
    ]);
    await env.database.db.insert(storeMembers).values([
      { storeId: Number(store.id), userId: manager.id, role: 'manager', status: 'active' },
      { storeId: Number(store.id), userId: staff.id, role: 'staff', status: 'active' },
    ]);
    dataOf(await setCompany(store.id, manager.token, { ...PROFILE, industry: 'Cafés' }));
    expect(errorOf(await setCompany(store.id, staff.token, PROFILE), 403).code).toBe(
      'STORE_FORBIDDEN',
    );
    expect(dataOf<StoreCompanyProfile>(await company(store.id, staff.token)).industry).toBe(
      'Cafés',
    );
    expect(dataOf<StoreCompanyProfile>(await company(store.id, owner.token)).industry).toBe(
      'Cafés',
    );
  });

  it.each([
    ['a javascript: address', { website: 'javascript:alert(1)' }, 'website'],
    ['a data: address', { website: 'data:text/html;base64,PHNjcmlwdD4=' }, 'website'],
    ['a size not in the list', { size: '7' }, 'size'],
    ['a year to come', { founded_year: new Date().getUTCFullYear() + 1 }, 'founded_year'],
    ['sixteen benefits', { benefits: Array.from({ length: 16 }, (_, i) => `B${i}`) }, 'benefits'],
    ['six languages', { languages: ['km', 'en', 'fr', 'zh', 'th', 'vi'] }, 'languages'],
    ['a long answer', { how_we_hire: 'x'.repeat(1001) }, 'how_we_hire'],
  ])('refuses %s and keeps what was there', async (_name, change, field) => {
    const { owner, store } = await storeWithOwner();
    dataOf(await setCompany(store.id, owner.token, PROFILE));
    const refused = errorOf(
      await setCompany(store.id, owner.token, { ...PROFILE, ...change }),
      400,
    );
    expect(refused.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(refused)).toContain(field);
    expect(dataOf<StoreCompanyProfile>(await company(store.id, owner.token))).toEqual(PROFILE);
  });

  it('is not found for anyone outside the store', async () => {
    const { store } = await storeWithOwner();
    const outsider = await signedUpMember(env.app, env.database.db);
    expect(errorOf(await company(store.id, outsider.token), 404).code).toBe('NOT_FOUND');
    expect(errorOf(await setCompany(store.id, outsider.token, PROFILE), 404).code).toBe(
      'NOT_FOUND',
    );
    expect(errorOf(await company(store.id, undefined), 401).code).toBe('UNAUTHORIZED');
  });
});
