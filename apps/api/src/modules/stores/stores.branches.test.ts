import { STORE_BRANCH_LIMITS, type MyStore, type StoreBranch } from '@repo/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { locations, storeBranches, storeMembers } from '../../db/schema.ts';
import { call, dataOf, errorOf, signedUpMember } from '../../test/accounts.ts';
import { setupTestApp } from '../../test/database.ts';
import { branchesOfStore, publicBranchesOfStore } from './index.ts';

/** A store's branches (spec §3 "Branch", ADR 0047): CRUD, validation and each role's rights. */

const env = setupTestApp();

beforeAll(async () => {
  // The test database has the built-in provinces only: a district and a commune of Phnom Penh.
  await env.database.db
    .insert(locations)
    .values([
      {
        id: '1201',
        slug: 'b-chamkar-mon',
        parentId: '12',
        type: 'district',
        nameEn: 'Chamkar Mon',
        nameKm: 'ចំការមន',
      },
      {
        id: '120101',
        slug: 'b-tonle-basak',
        parentId: '1201',
        type: 'commune',
        nameEn: 'Tonle Basak',
        nameKm: 'ទន្លេបាសាក់',
      },
      {
        id: '1701',
        slug: 'b-angkor-chum',
        parentId: '17',
        type: 'district',
        nameEn: 'Angkor Chum',
        nameKm: 'អង្គរជុំ',
      },
    ])
    .onConflictDoNothing();
});

let names = 0;
const member = () => signedUpMember(env.app, env.database.db);

async function storeOf(token: string) {
  const response = await call(env.app, 'POST', '/api/me/stores', {
    accessToken: token,
    body: { name: 'Sokha Phone Shop', username: `branch${Date.now() % 1_000_000}x${(names += 1)}` },
  });
  return dataOf<MyStore>(response, 201);
}

async function join(storeId: string, userId: number, role: string, status = 'active') {
  await env.database.db
    .insert(storeMembers)
    .values({ storeId: Number(storeId), userId, role, status });
}

const branch = {
  name: 'Tonle Basak branch',
  province_id: '12',
  district_id: '1201',
  commune_id: '120101',
  address: 'No. 12, Street 289',
  phone: '012 345 678',
  email: 'Sales@Sokha.com.kh',
  latitude: 11.5483,
  longitude: 104.9282,
};

const base = (storeId: string) => `/api/me/stores/${storeId}/branches`;
const list = (token: string | undefined, storeId: string) =>
  call(env.app, 'GET', base(storeId), { accessToken: token });
const add = (token: string | undefined, storeId: string, body: Record<string, unknown>) =>
  call(env.app, 'POST', base(storeId), { accessToken: token, body });

/** The branch rows of a store, straight from the table (to show nothing changed). */
const rowsOf = (storeId: string) =>
  env.database.db
    .select()
    .from(storeBranches)
    .where(eq(storeBranches.storeId, Number(storeId)))
    .orderBy(storeBranches.id);

describe('store branches', () => {
  it('adds, reads, lists in order, edits and deletes a branch', async () => {
    const owner = await member();
    const store = await storeOf(owner.token);
    expect(dataOf<StoreBranch[]>(await list(owner.token, store.id))).toEqual([]);

    const created = dataOf<StoreBranch>(await add(owner.token, store.id, branch), 201);
    expect(created).toMatchObject({
      name: 'Tonle Basak branch',
      province: { id: '12', name: { en: 'Phnom Penh' } },
      district: { id: '1201', name: { en: 'Chamkar Mon', km: 'ចំការមន' } },
      commune: { id: '120101', name: { en: 'Tonle Basak' } },
      address: 'No. 12, Street 289',
      phone: '+85512345678',
      email: 'sales@sokha.com.kh',
      latitude: 11.5483,
      longitude: 104.9282,
    });
    // A plain form post: text values, no point, no district.
    const second = dataOf<StoreBranch>(
      await call(env.app, 'POST', base(store.id), {
        accessToken: owner.token,
        form: true,
        body: {
          name: 'Siem Reap shop',
          province_id: '17',
          district_id: '',
          commune_id: '',
          address: '',
          phone: '',
          email: '',
          latitude: '',
          longitude: '',
        },
      }),
      201,
    );
    expect(second).toMatchObject({
      district: null,
      commune: null,
      phone: null,
      email: null,
      latitude: null,
      longitude: null,
    });
    expect(dataOf<StoreBranch[]>(await list(owner.token, store.id)).map((item) => item.id)).toEqual(
      [created.id, second.id],
    );
    const read = await call(env.app, 'GET', `${base(store.id)}/${created.id}`, {
      accessToken: owner.token,
    });
    expect(dataOf<StoreBranch>(read)).toEqual(created);

    const edited = dataOf<StoreBranch>(
      await call(env.app, 'PUT', `${base(store.id)}/${second.id}`, {
        accessToken: owner.token,
        body: {
          ...branch,
          name: 'Angkor Chum shop',
          province_id: '17',
          district_id: '1701',
          commune_id: '',
        },
      }),
    );
    expect(edited).toMatchObject({
      id: second.id,
      name: 'Angkor Chum shop',
      district: { id: '1701' },
      commune: null,
    });
    // A commune that does not sit in the district is refused.
    errorOf(
      await call(env.app, 'PUT', `${base(store.id)}/${second.id}`, {
        accessToken: owner.token,
        body: { ...branch, province_id: '17', district_id: '1701', commune_id: '120101' },
      }),
      400,
    );

    dataOf(
      await call(env.app, 'DELETE', `${base(store.id)}/${created.id}`, {
        accessToken: owner.token,
      }),
    );
    expect(
      dataOf<StoreBranch[]>(await list(owner.token, store.id)).map((item) => item.name),
    ).toEqual(['Angkor Chum shop']);
    errorOf(
      await call(env.app, 'GET', `${base(store.id)}/${created.id}`, { accessToken: owner.token }),
      404,
    );

    // The public store page's reads: in order, nothing of the store area.
    expect((await branchesOfStore(env.database.db, Number(store.id))).length).toBe(1);
    const shown = await publicBranchesOfStore(env.database.db, Number(store.id));
    expect(shown).toEqual([
      expect.objectContaining({ name: 'Angkor Chum shop', latitude: 11.5483 }),
    ]);
    expect(Object.keys(shown[0]!)).not.toContain('id');
  });

  it('refuses bad input with each field’s reason (400), a bad place, and the 51st branch (409)', async () => {
    const owner = await member();
    const store = await storeOf(owner.token);
    const bad = errorOf(
      await add(owner.token, store.id, {
        name: '',
        province_id: '',
        phone: '999',
        email: 'nope',
        latitude: 91,
        longitude: '',
      }),
      400,
    );
    expect(bad.code).toBe('VALIDATION_FAILED');
    expect(
      (bad.issues as { path: string; message: string }[]).map((i) => `${i.path} ${i.message}`),
    ).toEqual(
      expect.arrayContaining([
        'body.name storeBranches.nameRequired',
        'body.province_id validation.adLocationRequired',
        'body.phone validation.invalidPhone',
        'body.email validation.invalidEmail',
        'body.latitude storeBranches.latitudeInvalid',
      ]),
    );
    const half = errorOf(await add(owner.token, store.id, { ...branch, longitude: '' }), 400);
    expect(half.issues).toEqual([{ path: 'body.longitude', message: 'storeBranches.pointHalf' }]);
    // Codes of the right shape that name no place, or a district of another province.
    const nowhere = errorOf(
      await add(owner.token, store.id, {
        ...branch,
        province_id: '99',
        district_id: '',
        commune_id: '',
      }),
      400,
    );
    expect(nowhere.issues).toEqual([
      { path: 'body.province_id', message: 'validation.adLocationMismatch' },
    ]);
    const elsewhere = errorOf(
      await add(owner.token, store.id, { ...branch, district_id: '1299', commune_id: '' }),
      400,
    );
    expect(elsewhere.issues).toEqual([
      { path: 'body.district_id', message: 'validation.adLocationMismatch' },
    ]);
    errorOf(await add(owner.token, store.id, { ...branch, name: 'x'.repeat(81) }), 400);
    errorOf(await add(owner.token, store.id, { ...branch, address: 'x'.repeat(301) }), 400);
    expect(await rowsOf(store.id)).toEqual([]);

    // At most 50 branches a store.
    await env.database.db.insert(storeBranches).values(
      Array.from({ length: STORE_BRANCH_LIMITS.max }, (_, n) => ({
        storeId: Number(store.id),
        name: `Branch ${n}`,
        provinceId: '12',
        position: n,
      })),
    );
    expect(errorOf(await add(owner.token, store.id, branch), 409).code).toBe('STORE_BRANCH_LIMIT');
    expect((await rowsOf(store.id)).length).toBe(STORE_BRANCH_LIMITS.max);
    for (const id of ['0', 'abc', '__proto__', '99999999999'])
      errorOf(
        await call(env.app, 'GET', `${base(store.id)}/${id}`, { accessToken: owner.token }),
        404,
      );
  });

  it('lets each role do what it may: 401 for visitors, 404 for outsiders, 403 for staff writing; nothing changes', async () => {
    const owner = await member();
    const manager = await member();
    const staff = await member();
    const invited = await member();
    const other = await member();
    const store = await storeOf(owner.token);
    const otherStore = await storeOf(other.token);
    await join(store.id, manager.id, 'manager');
    await join(store.id, staff.id, 'staff');
    await join(store.id, invited.id, 'staff', 'pending');
    const mine = dataOf<StoreBranch>(await add(owner.token, store.id, branch), 201);
    const theirs = dataOf<StoreBranch>(await add(other.token, otherStore.id, branch), 201);
    const before = await rowsOf(store.id);
    const beforeTheirs = await rowsOf(otherStore.id);

    const one = `${base(store.id)}/${mine.id}`;
    const requests = {
      list: (token?: string) => call(env.app, 'GET', base(store.id), { accessToken: token }),
      read: (token?: string) => call(env.app, 'GET', one, { accessToken: token }),
      add: (token?: string) => add(token, store.id, { ...branch, name: 'Added' }),
      edit: (token?: string) =>
        call(env.app, 'PUT', one, { accessToken: token, body: { ...branch, name: 'Changed' } }),
      remove: (token?: string) => call(env.app, 'DELETE', one, { accessToken: token }),
    };
    const writes = ['add', 'edit', 'remove'] as const;

    for (const request of Object.values(requests)) errorOf(await request(undefined), 401);
    // Outsiders (the member of another store, an invitee who has not answered) learn nothing.
    for (const who of [other, invited])
      for (const request of Object.values(requests)) errorOf(await request(who.token), 404);
    // Staff read, and may not write.
    expect(dataOf<StoreBranch[]>(await requests.list(staff.token))).toHaveLength(1);
    expect(dataOf<StoreBranch>(await requests.read(staff.token)).name).toBe(branch.name);
    for (const name of writes)
      expect(errorOf(await requests[name](staff.token), 403).code).toBe('STORE_FORBIDDEN');
    expect(await rowsOf(store.id)).toEqual(before);

    // Another store's branch through this store's address is no branch of it, for its owner too.
    const foreign = `${base(store.id)}/${theirs.id}`;
    for (const token of [owner.token, manager.token]) {
      errorOf(await call(env.app, 'GET', foreign, { accessToken: token }), 404);
      errorOf(
        await call(env.app, 'PUT', foreign, { accessToken: token, body: { ...branch, name: 'x' } }),
        404,
      );
      errorOf(await call(env.app, 'DELETE', foreign, { accessToken: token }), 404);
    }
    expect(await rowsOf(otherStore.id)).toEqual(beforeTheirs);

    // The manager writes; the owner too.
    dataOf(await requests.add(manager.token), 201);
    expect(dataOf<StoreBranch>(await requests.edit(manager.token)).name).toBe('Changed');
    dataOf(await requests.remove(owner.token));
    expect((await rowsOf(store.id)).map((row) => row.name)).toEqual(['Added']);
  });
});
