import type { MyStore, NotificationsPage, PublicStore } from '@repo/domain';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { storeFollowers, storeMembers, stores } from '../../db/schema.ts';
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

describe('store members', () => {
  const invite = (token: string | undefined, storeId: string, login: string, role?: string) =>
    call(env.app, 'POST', `/api/me/stores/${storeId}/members`, {
      accessToken: token,
      body: { login, ...(role ? { role } : {}) },
    });
  const answer = (token: string, storeId: string, accept: boolean) =>
    call(env.app, 'POST', `/api/me/stores/${storeId}/invitation`, {
      accessToken: token,
      form: true,
      body: { accept: String(accept) },
    });
  const remove = (token: string, storeId: string, userId: number) =>
    call(env.app, 'DELETE', `/api/me/stores/${storeId}/members/${userId}`, { accessToken: token });
  const members = async (token: string, storeId: string) =>
    dataOf<{ user_id: string; role: string; status: string; name: string }[]>(
      await call(env.app, 'GET', `/api/me/stores/${storeId}/members`, { accessToken: token }),
    );
  const named = async () => {
    const someone = await signedUpMember(env.app, env.database.db);
    const name = username('member');
    dataOf(
      await call(env.app, 'POST', '/api/me/username', {
        accessToken: someone.token,
        body: { username: name },
      }),
    );
    return { ...someone, username: name };
  };

  it('invites by username, phone or email; the invitee accepts or declines, and only then is in', async () => {
    const owner = await member();
    const store = await storeOf(owner.token);
    const byName = await named();
    const byLogin = await signedUpMember(env.app, env.database.db);

    dataOf(await invite(owner.token, store.id, `@${byName.username}`, 'manager'));
    dataOf(await invite(owner.token, store.id, byLogin.login));
    // Pending: in their list as an invitation, not yet in the store area.
    expect(
      dataOf<MyStore[]>(
        await call(env.app, 'GET', '/api/me/stores', { accessToken: byName.token }),
      ),
    ).toMatchObject([{ id: store.id, role: 'manager', status: 'pending' }]);
    // The invitee is told in the notification centre; answering reads it.
    const notifications = async (token: string) =>
      dataOf<NotificationsPage>(
        await call(env.app, 'GET', '/notification/notifications', { accessToken: token }),
      );
    const told = await notifications(byName.token);
    expect(told.unread).toBe(1);
    expect(told.items).toMatchObject([
      {
        kind: 'store_invitation',
        read: false,
        data: { store_id: store.id, store_name: profile.name, from: 'Dara Sok', role: 'manager' },
      },
    ]);
    errorOf(
      await call(env.app, 'GET', `/api/me/stores/${store.id}`, { accessToken: byName.token }),
      404,
    );
    dataOf(await answer(byName.token, store.id, true));
    expect((await notifications(byName.token)).items).toMatchObject([{ read: true }]);
    expect(
      dataOf<MyStore>(
        await call(env.app, 'GET', `/api/me/stores/${store.id}`, { accessToken: byName.token }),
      ).role,
    ).toBe('manager');
    dataOf(await answer(byLogin.token, store.id, false));
    expect(errorOf(await answer(byLogin.token, store.id, true), 404).code).toBe(
      'STORE_NO_INVITATION',
    );
    expect(
      (await members(owner.token, store.id)).map((m) => [Number(m.user_id), m.role, m.status]),
    ).toEqual([
      [owner.id, 'owner', 'active'],
      [byName.id, 'manager', 'active'],
      [byLogin.id, 'staff', 'declined'],
    ]);
    // A declined member may be asked again; someone already in the store may not.
    dataOf(await invite(owner.token, store.id, byLogin.login));
    expect(errorOf(await invite(owner.token, store.id, byName.username), 409).code).toBe(
      'STORE_MEMBER_EXISTS',
    );
    const nobody = errorOf(await invite(owner.token, store.id, 'nobody.here.at.all'), 404);
    expect(nobody.issues).toEqual([{ path: 'body.login', message: 'store.inviteNobody' }]);
    expect(errorOf(await invite(owner.token, store.id, ''), 400).code).toBe('VALIDATION_FAILED');
    expect(errorOf(await invite(owner.token, store.id, 'x', 'owner'), 400).code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('checks each role: who may invite, remove and leave (403 for a role, 404 for outsiders)', async () => {
    const owner = await member();
    const store = await storeOf(owner.token);
    const manager = await named();
    const staff = await named();
    const other = await named();
    const outsider = await member();
    await join(store.id, manager.id, 'manager');
    await join(store.id, staff.id, 'staff');

    // Managers invite staff but not managers; staff invite nobody; outsiders learn nothing.
    expect(
      errorOf(await invite(manager.token, store.id, other.username, 'manager'), 403).code,
    ).toBe('STORE_FORBIDDEN');
    expect(errorOf(await invite(staff.token, store.id, other.username), 403).code).toBe(
      'STORE_FORBIDDEN',
    );
    errorOf(await invite(outsider.token, store.id, other.username), 404);
    errorOf(await invite(undefined, store.id, other.username), 401);
    dataOf(await invite(manager.token, store.id, other.username));
    // The manager cancels the pending invitation; the owner's row cannot be touched.
    dataOf(await remove(manager.token, store.id, other.id));
    expect(errorOf(await remove(manager.token, store.id, owner.id), 403).code).toBe(
      'STORE_FORBIDDEN',
    );
    expect(errorOf(await remove(owner.token, store.id, owner.id), 403).code).toBe(
      'STORE_FORBIDDEN',
    );
    expect(errorOf(await remove(staff.token, store.id, manager.id), 403).code).toBe(
      'STORE_FORBIDDEN',
    );
    errorOf(await remove(outsider.token, store.id, staff.id), 404);
    errorOf(await remove(owner.token, store.id, 999_999_999), 404);
    // Staff leave with the spec's confirmation on the page; the owner cannot leave.
    dataOf(
      await call(env.app, 'POST', `/api/me/stores/${store.id}/leave`, { accessToken: staff.token }),
    );
    errorOf(
      await call(env.app, 'GET', `/api/me/stores/${store.id}`, { accessToken: staff.token }),
      404,
    );
    expect(
      errorOf(
        await call(env.app, 'POST', `/api/me/stores/${store.id}/leave`, {
          accessToken: owner.token,
        }),
        409,
      ).code,
    ).toBe('STORE_OWNER_LEAVES');
    // The owner takes a manager out.
    dataOf(await remove(owner.token, store.id, manager.id));
    expect((await members(owner.token, store.id)).map((m) => m.role)).toEqual(['owner']);
  });
});

describe('store hours', () => {
  it('keeps the hours the owner or a manager sets, refuses bad ones with a reason, and staff', async () => {
    const owner = await member();
    const staff = await member();
    const store = await storeOf(owner.token);
    expect(store.hours).toEqual({ mode: 'no-hours' });
    await join(store.id, staff.id, 'staff');
    const setHours = (token: string, hours: unknown) =>
      call(env.app, 'PUT', `/api/me/stores/${store.id}/hours`, {
        accessToken: token,
        body: hours as Record<string, unknown>,
      });
    const week = {
      mode: 'selected-hours',
      days: {
        mon: [
          { open: '08:00', close: '12:00' },
          { open: '13:30', close: '17:30' },
        ],
        sat: [{ open: '18:00', close: '02:00' }],
      },
    };
    const saved = dataOf<MyStore>(await setHours(owner.token, week));
    expect(saved.hours).toEqual({
      mode: 'selected-hours',
      days: { ...week.days, tue: [], wed: [], thu: [], fri: [], sun: [] },
    });
    expect(
      dataOf<MyStore>(
        await call(env.app, 'GET', `/api/me/stores/${store.id}`, { accessToken: staff.token }),
      ).hours.mode,
    ).toBe('selected-hours');
    const bad = errorOf(
      await setHours(owner.token, {
        mode: 'selected-hours',
        days: { mon: [{ open: '9', close: '17:00' }] },
      }),
      400,
    );
    expect(bad.code).toBe('VALIDATION_FAILED');
    errorOf(await setHours(owner.token, { mode: 'sometimes' }), 400);
    expect(errorOf(await setHours(staff.token, { mode: 'always-open' }), 403).code).toBe(
      'STORE_FORBIDDEN',
    );
    expect(
      dataOf<MyStore>(await setHours(owner.token, { mode: 'permanently-closed' })).hours,
    ).toEqual({
      mode: 'permanently-closed',
    });
  });

  it("changes the store's username (its owner only): the new address works, taken and reserved ones are refused", async () => {
    const owner = await member();
    const store = await storeOf(owner.token);
    const change = (token: string, name: string) =>
      call(env.app, 'PUT', `/api/me/stores/${store.id}/username`, {
        accessToken: token,
        body: { username: name },
      });
    const member2 = await signedUpMember(env.app, env.database.db);
    const taken = username('member');
    dataOf(
      await call(env.app, 'POST', '/api/me/username', {
        accessToken: member2.token,
        body: { username: taken },
      }),
    );
    expect(errorOf(await change(owner.token, taken), 409).code).toBe('USERNAME_TAKEN');
    expect(errorOf(await change(owner.token, 'chats'), 400).code).toBe('VALIDATION_FAILED');
    expect(dataOf<MyStore>(await change(owner.token, store.username)).username).toBe(
      store.username,
    );
    const fresh = username('renamed');
    expect(dataOf<MyStore>(await change(owner.token, fresh.toUpperCase())).username).toBe(fresh);
    expect((await call(env.app, 'GET', `/api/stores/${fresh}`)).statusCode).toBe(200);
    expect((await call(env.app, 'GET', `/api/stores/${store.username}`)).statusCode).toBe(404);
  });

  it("counts the store's followers and shows the badge once the store is verified (ADR 0049)", async () => {
    const owner = await member();
    const store = await storeOf(owner.token);
    const page = async () =>
      dataOf<PublicStore>(await call(env.app, 'GET', `/api/stores/${store.username}`));
    expect(await page()).toMatchObject({ followers: 0, verified: false });

    const fans = await Promise.all([member(), member(), member()]);
    await env.database.db
      .insert(storeFollowers)
      .values(fans.map((fan) => ({ storeId: Number(store.id), userId: fan.id })));
    // Another store's followers are not this one's.
    const other = await storeOf((await member()).token);
    await env.database.db
      .insert(storeFollowers)
      .values({ storeId: Number(other.id), userId: fans[0]!.id });
    await env.database.db
      .update(stores)
      .set({ verifiedAt: new Date() })
      .where(eq(stores.id, Number(store.id)));
    expect(await page()).toMatchObject({ followers: 3, verified: true });
    expect(
      dataOf<PublicStore>(await call(env.app, 'GET', `/api/stores/${other.username}`)),
    ).toMatchObject({ followers: 1, verified: false });
  });
});
