import type { MyStore } from '@repo/domain';
import { describe, expect, it } from 'vitest';
import { storeMembers } from '../../db/schema.ts';
import { call, dataOf, errorOf, signedUpMember } from '../../test/accounts.ts';
import { setupTestApp } from '../../test/database.ts';

/** Stores (issue 17, ADR 0043): creating one, the members' view, the profile and the roles. */

const env = setupTestApp();

let names = 0;
const username = (stem = 'shop') => `${stem}${Date.now() % 1_000_000}x${(names += 1)}`;

async function member() {
  const { id, token } = await signedUpMember(env.app, env.database.db);
  return { id, token };
}

const profile = {
  name: 'Sokha Phone Shop',
  short_description: 'New and used phones, repairs while you wait',
  about: 'On Monivong Boulevard since 2015.',
  category_ids: [1],
  keywords: ['iphone', 'samsung', 'repair'],
};

const create = (token: string | undefined, body: Record<string, unknown>) =>
  call(env.app, 'POST', '/api/me/stores', { accessToken: token, body });

async function storeOf(token: string) {
  const response = await create(token, { ...profile, username: username() });
  return dataOf<MyStore>(response, 201);
}

/** Puts `userId` in the store with a role (invitations come with the members' pages). */
async function join(storeId: string, userId: number, role: string, status = 'active') {
  await env.database.db
    .insert(storeMembers)
    .values({ storeId: Number(storeId), userId, role, status });
}

describe('stores', () => {
  it('creates a store owned by the member, listed in their stores and open to them', async () => {
    const owner = await member();
    const name = username('sokha');
    const created = dataOf<MyStore>(await create(owner.token, { ...profile, username: name }), 201);
    expect(created).toMatchObject({
      name: 'Sokha Phone Shop',
      username: name,
      role: 'owner',
      status: 'active',
      keywords: ['iphone', 'samsung', 'repair'],
      category_ids: [1],
      logo_url: null,
    });
    const mine = dataOf<MyStore[]>(
      await call(env.app, 'GET', '/api/me/stores', { accessToken: owner.token }),
    );
    expect(mine.map((store) => store.id)).toEqual([created.id]);
    const read = await call(env.app, 'GET', `/api/me/stores/${created.id}`, {
      accessToken: owner.token,
    });
    expect(dataOf<MyStore>(read).username).toBe(name);
    // A form post with one comma-separated keywords field works too.
    const form = await call(env.app, 'POST', '/api/me/stores', {
      accessToken: owner.token,
      form: true,
      body: { name: 'Dara Cars', username: username('dara'), keywords: 'toyota, lexus' },
    });
    expect(dataOf<MyStore>(form, 201).keywords).toEqual(['toyota', 'lexus']);
  });

  it('shares one namespace of usernames with members, either way round', async () => {
    const owner = await member();
    const taken = username('taken');
    expect(
      (
        await call(env.app, 'POST', '/api/me/username', {
          accessToken: owner.token,
          body: { username: taken },
        })
      ).statusCode,
    ).toBe(200);
    // A member's username cannot name a store…
    expect(errorOf(await create(owner.token, { ...profile, username: taken }), 409).code).toBe(
      'USERNAME_TAKEN',
    );
    // …nor a store's a member, nor another store.
    const store = await storeOf(owner.token);
    const other = await member();
    const asMember = await call(env.app, 'POST', '/api/me/username', {
      accessToken: other.token,
      body: { username: store.username },
    });
    expect(errorOf(asMember, 409).code).toBe('USERNAME_TAKEN');
    expect(
      errorOf(await create(other.token, { ...profile, username: store.username }), 409).code,
    ).toBe('USERNAME_TAKEN');
    // Reserved words and bad shapes are refused with the field's reason.
    for (const bad of ['chats', 'me', '__proto__', 'a', '12345'])
      expect(errorOf(await create(other.token, { ...profile, username: bad }), 400).code).toBe(
        'VALIDATION_FAILED',
      );
  });

  it('refuses a bad profile with each field’s reason, and caps the stores a member owns', async () => {
    const owner = await member();
    const bad = errorOf(
      await create(owner.token, {
        name: 'x',
        username: username(),
        short_description: 'y'.repeat(161),
        category_ids: [1, 2, 3, 4],
        keywords: Array.from({ length: 11 }, (_, i) => `word${i}`),
      }),
      400,
    );
    const messages = (bad.issues as { path: string; message: string }[]).map(
      (issue) => `${issue.path} ${issue.message}`,
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        'body.name store.nameRequired',
        'body.short_description validation.tooLong',
        'body.category_ids store.tooManyCategories',
        'body.keywords store.tooManyKeywords',
      ]),
    );
    for (let n = 0; n < 5; n += 1) await storeOf(owner.token);
    expect(errorOf(await create(owner.token, { ...profile, username: username() }), 409).code).toBe(
      'STORE_LIMIT',
    );
    errorOf(await create(undefined, { ...profile, username: username() }), 401);
  });

  it('lets the owner and managers edit the profile; staff are refused, strangers learn nothing', async () => {
    const owner = await member();
    const manager = await member();
    const staff = await member();
    const invited = await member();
    const stranger = await member();
    const store = await storeOf(owner.token);
    await join(store.id, manager.id, 'manager');
    await join(store.id, staff.id, 'staff');
    await join(store.id, invited.id, 'staff', 'pending');
    const edit = (token: string | undefined, name: string) =>
      call(env.app, 'PUT', `/api/me/stores/${store.id}`, {
        accessToken: token,
        body: { ...profile, name },
      });

    expect(dataOf<MyStore>(await edit(owner.token, 'Sokha Phones')).name).toBe('Sokha Phones');
    const byManager = dataOf<MyStore>(await edit(manager.token, 'Sokha Phones & Repair'));
    expect(byManager).toMatchObject({ name: 'Sokha Phones & Repair', role: 'manager' });
    expect(errorOf(await edit(staff.token, 'Mine now'), 403).code).toBe('STORE_FORBIDDEN');
    for (const who of [invited, stranger]) {
      errorOf(await edit(who.token, 'Mine now'), 404);
      errorOf(
        await call(env.app, 'GET', `/api/me/stores/${store.id}`, { accessToken: who.token }),
        404,
      );
    }
    errorOf(await edit(undefined, 'Mine now'), 401);
    // Staff see the store; the invitee sees the invitation in their list, not the store area.
    expect(
      dataOf<MyStore>(
        await call(env.app, 'GET', `/api/me/stores/${store.id}`, { accessToken: staff.token }),
      ).role,
    ).toBe('staff');
    const invitations = dataOf<MyStore[]>(
      await call(env.app, 'GET', '/api/me/stores', { accessToken: invited.token }),
    );
    expect(invitations).toMatchObject([{ id: store.id, status: 'pending', role: 'staff' }]);
    // Nothing changed by the refused edits.
    expect(
      dataOf<MyStore>(
        await call(env.app, 'GET', `/api/me/stores/${store.id}`, { accessToken: owner.token }),
      ).name,
    ).toBe('Sokha Phones & Repair');
    for (const id of ['0', 'abc', '__proto__', '99999999'])
      errorOf(
        await call(env.app, 'GET', `/api/me/stores/${id}`, { accessToken: owner.token }),
        404,
      );
  });
});
