import type { Ad, MyStore, PublicStore } from '@repo/domain';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { storeMembers } from '../../db/schema.ts';
import { call, dataOf, errorOf, signedUpMember } from '../../test/accounts.ts';
import { setupTestApp } from '../../test/database.ts';
import { AD_FORM, adRow, postAd } from './ads.fixtures.ts';

/**
 * Ads of stores (issue 17, ADR 0045): posting as a store, the store's list and public page,
 * its owner and managers moving and assigning ads, staff managing the ads assigned to them,
 * and everyone else refused with nothing changed.
 */

const env = setupTestApp();

let names = 0;
const username = () => `shop${Date.now() % 1_000_000}y${(names += 1)}`;

async function person() {
  const { id, token } = await signedUpMember(env.app, env.database.db);
  return { id, token };
}

/** A store with an owner, a manager and a staff member, and a member of another store. */
async function storeWithPeople() {
  const owner = await person();
  const manager = await person();
  const staff = await person();
  const otherStaff = await person();
  const stranger = await person();
  const name = username();
  const store = dataOf<MyStore>(
    await call(env.app, 'POST', '/api/me/stores', {
      accessToken: owner.token,
      body: { name: 'Sokha Phones', username: name, category_ids: [1], keywords: [] },
    }),
    201,
  );
  const other = dataOf<MyStore>(
    await call(env.app, 'POST', '/api/me/stores', {
      accessToken: stranger.token,
      body: { name: 'Other Shop', username: username(), category_ids: [1], keywords: [] },
    }),
    201,
  );
  await env.database.db.insert(storeMembers).values([
    { storeId: Number(store.id), userId: manager.id, role: 'manager', status: 'active' },
    { storeId: Number(store.id), userId: staff.id, role: 'staff', status: 'active' },
    { storeId: Number(store.id), userId: otherStaff.id, role: 'staff', status: 'active' },
  ]);
  return { owner, manager, staff, otherStaff, stranger, store, other, name };
}

const put = (token: string | undefined, path: string, body: Record<string, unknown>) =>
  call(env.app, 'PUT', path, { accessToken: token, body });

const edit = (token: string, id: string, body: Record<string, unknown>) =>
  call(env.app, 'POST', `/api/me/posts/${id}`, { accessToken: token, body });

describe('ads of stores', () => {
  it('posts as a store for any active member, and refuses anyone else beside the field', async () => {
    const { staff, stranger, store, name } = await storeWithPeople();
    const ad = await postAd(env.app, staff.token, { ...AD_FORM, store_id: store.id });
    expect(ad.store).toMatchObject({ id: store.id, username: name, name: 'Sokha Phones' });
    expect(ad.assignee).toMatchObject({ id: String(staff.id), name: 'Dara Sok' });

    const refused = await call(env.app, 'POST', '/api/me/posts', {
      accessToken: stranger.token,
      body: { ...AD_FORM, store_id: store.id },
    });
    expect(errorOf(refused, 400).code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(refused.json())).toContain('store.notMember');
    for (const bad of ['abc', '-1', '0', '1e3', '__proto__']) {
      const garbage = await call(env.app, 'POST', '/api/me/posts', {
        accessToken: stranger.token,
        body: { ...AD_FORM, store_id: bad },
      });
      expect(errorOf(garbage, 400).code, bad).toBe('VALIDATION_FAILED');
    }
    // A personal ad says so.
    const own = await postAd(env.app, stranger.token);
    expect(own).toMatchObject({ store: null, assignee: null });
  });

  it("lists a store's ads on its public page and in the listing, apart from personal ads", async () => {
    const { owner, staff, name } = await storeWithPeople();
    const storeId = (await storeIdOf(name))!;
    const storeAd = await postAd(env.app, staff.token, { ...AD_FORM, store_id: storeId });
    await postAd(env.app, owner.token);

    const branch = await call(env.app, 'POST', `/api/me/stores/${storeId}/branches`, {
      accessToken: owner.token,
      body: { name: 'Riverside', province_id: '12', latitude: 11.57, longitude: 104.93 },
    });
    expect(branch.statusCode, branch.body).toBe(201);
    const page = dataOf<PublicStore>(await call(env.app, 'GET', `/api/stores/${name}`));
    expect(page.branches).toMatchObject([{ name: 'Riverside', latitude: 11.57 }]);
    expect(page.branches[0]).not.toHaveProperty('id');
    expect(page.albums).toEqual([]);
    expect(page).toMatchObject({ username: name, name: 'Sokha Phones', active_ads: 1 });
    expect(page.hours).toEqual({ mode: 'no-hours' });
    const upper = await call(env.app, 'GET', `/api/stores/${name.toUpperCase()}`);
    expect(dataOf<PublicStore>(upper).id).toBe(page.id);
    for (const unknown of ['nobody.here.at.all', '__proto__', 'constructor', '%00', 'a'])
      expect(errorOf(await call(env.app, 'GET', `/api/stores/${unknown}`), 404).code, unknown).toBe(
        'NOT_FOUND',
      );

    const listing = dataOf<{ items: { id: string }[] }>(
      await call(env.app, 'GET', `/api/posts?store=${name}`),
    );
    expect(listing.items.map((item) => item.id)).toEqual([storeAd.id]);
    const unknown = await call(env.app, 'GET', '/api/posts?store=nobody.here.at.all');
    expect(dataOf<{ items: unknown[] }>(unknown).items).toEqual([]);
  });

  it('lets the owner and managers manage every store ad, staff only those assigned to them', async () => {
    const { owner, manager, staff, otherStaff, stranger, store } = await storeWithPeople();
    const ad = await postAd(env.app, staff.token, { ...AD_FORM, store_id: store.id });
    const photos = ad.photos.map((photo) => photo.id);

    // The manager edits the staff member's ad (its photos stay allowed).
    const edited = await edit(manager.token, ad.id, {
      ...AD_FORM,
      title: 'iPhone 13 Pro, store warranty',
      photos,
    });
    expect(dataOf<Ad>(edited).title).toBe('iPhone 13 Pro, store warranty');
    // Another staff member and a stranger learn nothing, and change nothing.
    for (const outsider of [otherStaff, stranger]) {
      expect(errorOf(await edit(outsider.token, ad.id, AD_FORM), 404).code).toBe('NOT_FOUND');
      const read = await call(env.app, 'GET', `/api/me/posts/${ad.id}`, {
        accessToken: outsider.token,
      });
      expect(errorOf(read, 404).code).toBe('NOT_FOUND');
    }
    expect((await adRow(env.database.db, ad.id))!.title).toBe('iPhone 13 Pro, store warranty');

    // The store's list: everything for the owner and managers, the assigned ones for staff.
    const mine = await postAd(env.app, owner.token, { ...AD_FORM, store_id: store.id });
    const list = async (token: string | undefined) =>
      call(env.app, 'GET', `/api/me/stores/${store.id}/ads`, { accessToken: token });
    for (const runner of [owner, manager]) {
      const page = dataOf<Ad[]>(await list(runner.token));
      expect(page.map((item) => item.id).sort()).toEqual([ad.id, mine.id].sort());
    }
    expect(dataOf<Ad[]>(await list(staff.token)).map((item) => item.id)).toEqual([ad.id]);
    expect(dataOf<Ad[]>(await list(otherStaff.token))).toEqual([]);
    expect(errorOf(await list(stranger.token), 404).code).toBe('NOT_FOUND');
    expect(errorOf(await list(undefined), 401).code).toBe('UNAUTHORIZED');

    // The owner marks the staff member's ad sold.
    const sold = await call(env.app, 'POST', `/api/me/posts/${ad.id}/sold`, {
      accessToken: owner.token,
    });
    expect(dataOf<Ad>(sold).status).toBe('sold');
  });

  it('moves ads between the personal account and the store, by its owner and managers only', async () => {
    const { owner, manager, staff, stranger, store, other } = await storeWithPeople();
    const personal = await postAd(env.app, owner.token);
    const into = await put(owner.token, `/api/me/posts/${personal.id}/store`, {
      store_id: store.id,
    });
    expect(dataOf<Ad>(into)).toMatchObject({
      store: { id: store.id },
      assignee: { id: String(owner.id) },
    });

    // Staff may not move their own ad in; a stranger may not move into a store not theirs.
    const staffAd = await postAd(env.app, staff.token);
    const refused = await put(staff.token, `/api/me/posts/${staffAd.id}/store`, {
      store_id: store.id,
    });
    expect(errorOf(refused, 403).code).toBe('STORE_FORBIDDEN');
    const strangerAd = await postAd(env.app, stranger.token);
    const outsider = await put(stranger.token, `/api/me/posts/${strangerAd.id}/store`, {
      store_id: store.id,
    });
    expect(errorOf(outsider, 400).code).toBe('VALIDATION_FAILED');
    // Someone else's ad: nothing to see.
    const foreign = await put(stranger.token, `/api/me/posts/${personal.id}/store`, {
      store_id: other.id,
    });
    expect(errorOf(foreign, 404).code).toBe('NOT_FOUND');
    expect((await adRow(env.database.db, staffAd.id))!.storeId).toBeNull();
    expect((await adRow(env.database.db, strangerAd.id))!.storeId).toBeNull();
    expect((await adRow(env.database.db, personal.id))!.storeId).toBe(Number(store.id));

    // The manager moves it back to its poster's personal account.
    const out = await put(manager.token, `/api/me/posts/${personal.id}/store`, { store_id: '' });
    expect(dataOf<Ad>(out)).toMatchObject({ store: null, assignee: null });
    const row = await adRow(env.database.db, personal.id);
    expect(row).toMatchObject({ userId: owner.id, storeId: null, assigneeId: null });
    expect(errorOf(await put(undefined, `/api/me/posts/${personal.id}/store`, {}), 401).code).toBe(
      'UNAUTHORIZED',
    );
  });

  it('assigns a store ad to one of its members, whose phone then leads the reveal', async () => {
    const { owner, manager, staff, otherStaff, stranger, store } = await storeWithPeople();
    const ad = await postAd(env.app, owner.token, {
      ...AD_FORM,
      phones: ['012 999 888'],
      store_id: store.id,
    });
    const assigned = await put(manager.token, `/api/me/posts/${ad.id}/assignee`, {
      user_id: String(otherStaff.id),
    });
    expect(dataOf<Ad>(assigned).assignee).toMatchObject({ id: String(otherStaff.id) });

    const staffPhone = (await adRow(env.database.db, ad.id))!.assigneeId;
    expect(staffPhone).toBe(otherStaff.id);
    const revealed = dataOf<{ phones: string[] }>(
      await call(env.app, 'POST', `/api/posts/${ad.id}/phones`, { deviceId: randomUUID() }),
    );
    expect(revealed.phones).toHaveLength(2);
    expect(revealed.phones[1]).toBe('+85512999888');
    expect(revealed.phones[0]).toMatch(/^\+855/);

    // Staff may not assign; nobody outside the store may be assigned; a personal ad has no store.
    const byStaff = await put(staff.token, `/api/me/posts/${ad.id}/assignee`, {
      user_id: String(staff.id),
    });
    expect(errorOf(byStaff, 404).code).toBe('NOT_FOUND');
    const outsider = await put(owner.token, `/api/me/posts/${ad.id}/assignee`, {
      user_id: String(stranger.id),
    });
    expect(errorOf(outsider, 400).code).toBe('VALIDATION_FAILED');
    const garbage = await put(owner.token, `/api/me/posts/${ad.id}/assignee`, {
      user_id: '__proto__',
    });
    expect(errorOf(garbage, 400).code).toBe('VALIDATION_FAILED');
    expect((await adRow(env.database.db, ad.id))!.assigneeId).toBe(otherStaff.id);
    // The assignee (staff) now manages it, but may not reassign it.
    const byAssignee = await put(otherStaff.token, `/api/me/posts/${ad.id}/assignee`, {
      user_id: '',
    });
    expect(errorOf(byAssignee, 403).code).toBe('STORE_FORBIDDEN');
    const personal = await postAd(env.app, owner.token);
    const notInStore = await put(owner.token, `/api/me/posts/${personal.id}/assignee`, {
      user_id: String(owner.id),
    });
    expect(errorOf(notInStore, 409).code).toBe('AD_NOT_IN_STORE');
    const cleared = await put(owner.token, `/api/me/posts/${ad.id}/assignee`, { user_id: '' });
    expect(dataOf<Ad>(cleared).assignee).toBeNull();
  });
});

/** A store's id by username (through its public page). */
async function storeIdOf(name: string): Promise<string | undefined> {
  const response = await call(env.app, 'GET', `/api/stores/${name}`);
  return response.statusCode === 200 ? dataOf<PublicStore>(response).id : undefined;
}
