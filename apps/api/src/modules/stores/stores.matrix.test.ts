import type { MyStore } from '@repo/domain';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storeBranches, storeMembers, stores } from '../../db/schema.ts';
import { call, signedUpMember } from '../../test/accounts.ts';
import { setupTestApp } from '../../test/database.ts';

/**
 * The role × action matrix of the store endpoints (issue 17, ADR 0043): every endpoint, called
 * by a visitor, a member of another store, staff, a manager and the owner. A refusal is 401
 * (visitor), 404 (not in the store: it learns nothing) or 403 STORE_FORBIDDEN (in the store,
 * the role may not), and changes nothing in the store or its members.
 */

const env = setupTestApp();

type Role = 'visitor' | 'outsider' | 'staff' | 'manager' | 'owner';
const ROLES: Role[] = ['visitor', 'outsider', 'staff', 'manager', 'owner'];

let names = 0;
const username = () => `matrix${Date.now() % 1_000_000}z${(names += 1)}`;

interface World {
  store: MyStore;
  tokens: Record<Exclude<Role, 'visitor'>, string>;
  ids: Record<Exclude<Role, 'visitor'>, number>;
}

async function person() {
  return signedUpMember(env.app, env.database.db);
}

async function world(): Promise<World> {
  const [owner, manager, staff, outsider] = await Promise.all([
    person(),
    person(),
    person(),
    person(),
  ]);
  const create = (token: string, name: string) =>
    call(env.app, 'POST', '/api/me/stores', {
      accessToken: token,
      body: { name, username: username(), keywords: [] },
    });
  const store = (await create(owner.token, 'Matrix Store')).json().data as MyStore;
  await create(outsider.token, 'Another Store');
  await env.database.db.insert(storeMembers).values([
    { storeId: Number(store.id), userId: manager.id, role: 'manager', status: 'active' },
    { storeId: Number(store.id), userId: staff.id, role: 'staff', status: 'active' },
  ]);
  return {
    store,
    tokens: {
      owner: owner.token,
      manager: manager.token,
      staff: staff.token,
      outsider: outsider.token,
    },
    ids: { owner: owner.id, manager: manager.id, staff: staff.id, outsider: outsider.id },
  };
}

/** Everything a refused call must leave as it was: the store's row, members and branches. */
async function snapshot(storeId: string) {
  const branches = await env.database.db
    .select()
    .from(storeBranches)
    .where(eq(storeBranches.storeId, Number(storeId)))
    .orderBy(asc(storeBranches.id));
  const [row] = await env.database.db
    .select()
    .from(stores)
    .where(eq(stores.id, Number(storeId)));
  const members = await env.database.db
    .select({ userId: storeMembers.userId, role: storeMembers.role, status: storeMembers.status })
    .from(storeMembers)
    .where(eq(storeMembers.storeId, Number(storeId)))
    .orderBy(asc(storeMembers.userId));
  return { row, members, branches };
}

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path, given the world and what `prepare` made for this call. */
  path: (w: World, made: { target?: string }) => string;
  body?: (made: { target?: string; login?: string }) => Record<string, unknown>;
  /** The roles that may; everyone else is refused. */
  allowed: Role[];
  /** Makes what one call needs (a new person to invite, a member to take out). */
  prepare?: (w: World) => Promise<{ target?: string; login?: string }>;
}

/** A new active staff member of the world's store, to be taken out. */
async function newStaff(w: World) {
  const staff = await person();
  await env.database.db
    .insert(storeMembers)
    .values({ storeId: Number(w.store.id), userId: staff.id, role: 'staff', status: 'active' });
  return { target: String(staff.id) };
}

/** A new member to invite (by their login). */
async function newInvitee() {
  const invitee = await person();
  return { login: invitee.login };
}

const base = (w: World) => `/api/me/stores/${w.store.id}`;

const BRANCH = {
  name: 'Tonle Basak branch',
  province_id: '12',
  address: 'No. 12, Street 289',
  latitude: 11.5483,
  longitude: 104.9282,
};

/** A new branch of the world's store, to be changed or deleted. */
async function newBranch(w: World) {
  const made = await call(env.app, 'POST', `${base(w)}/branches`, {
    accessToken: w.tokens.owner,
    body: BRANCH,
  });
  return { target: String((made.json() as { data: { id: string } }).data.id) };
}

const CASES: Case[] = [
  { name: 'read the store', method: 'GET', path: base, allowed: ['staff', 'manager', 'owner'] },
  {
    name: 'edit the profile',
    method: 'PUT',
    path: base,
    body: () => ({ name: 'Renamed Store', keywords: [] }),
    allowed: ['manager', 'owner'],
  },
  {
    name: 'set the hours',
    method: 'PUT',
    path: (w) => `${base(w)}/hours`,
    body: () => ({ mode: 'always-open' }),
    allowed: ['manager', 'owner'],
  },
  {
    name: 'change the username',
    method: 'PUT',
    path: (w) => `${base(w)}/username`,
    body: () => ({ username: username() }),
    allowed: ['owner'],
  },
  {
    name: 'list the members',
    method: 'GET',
    path: (w) => `${base(w)}/members`,
    allowed: ['staff', 'manager', 'owner'],
  },
  {
    name: 'invite staff',
    method: 'POST',
    path: (w) => `${base(w)}/members`,
    prepare: newInvitee,
    body: (made) => ({ login: made.login, role: 'staff' }),
    allowed: ['manager', 'owner'],
  },
  {
    name: 'invite a manager',
    method: 'POST',
    path: (w) => `${base(w)}/members`,
    prepare: newInvitee,
    body: (made) => ({ login: made.login, role: 'manager' }),
    allowed: ['owner'],
  },
  {
    name: 'take out a staff member',
    method: 'DELETE',
    path: (w, made) => `${base(w)}/members/${made.target}`,
    prepare: newStaff,
    allowed: ['manager', 'owner'],
  },
  {
    name: 'list the branches',
    method: 'GET',
    path: (w) => `${base(w)}/branches`,
    allowed: ['staff', 'manager', 'owner'],
  },
  {
    name: 'add a branch',
    method: 'POST',
    path: (w) => `${base(w)}/branches`,
    body: () => BRANCH,
    allowed: ['manager', 'owner'],
  },
  {
    name: 'change a branch',
    method: 'PUT',
    path: (w, made) => `${base(w)}/branches/${made.target}`,
    prepare: newBranch,
    body: () => ({ ...BRANCH, name: 'Renamed branch' }),
    allowed: ['manager', 'owner'],
  },
  {
    name: 'delete a branch',
    method: 'DELETE',
    path: (w, made) => `${base(w)}/branches/${made.target}`,
    prepare: newBranch,
    allowed: ['manager', 'owner'],
  },
  {
    name: 'read the company profile',
    method: 'GET',
    path: (w) => `${base(w)}/company`,
    allowed: ['staff', 'manager', 'owner'],
  },
  {
    name: 'write the company profile',
    method: 'PUT',
    path: (w) => `${base(w)}/company`,
    body: () => ({ industry: 'Retail', size: '11-50', benefits: ['Lunch'] }),
    allowed: ['manager', 'owner'],
  },
  {
    name: "list the store's ads",
    method: 'GET',
    path: (w) => `${base(w)}/ads`,
    allowed: ['staff', 'manager', 'owner'],
  },
];

describe('the store endpoints by role', () => {
  for (const entry of CASES) {
    it(`${entry.name}: ${entry.allowed.join(', ')} only`, async () => {
      const w = await world();
      for (const role of ROLES) {
        const made = entry.prepare ? await entry.prepare(w) : {};
        const before = await snapshot(w.store.id);
        const response = await call(env.app, entry.method, entry.path(w, made), {
          accessToken: role === 'visitor' ? undefined : w.tokens[role],
          ...(entry.body ? { body: entry.body(made) } : {}),
        });
        const label = `${entry.name} as ${role}: ${response.body}`;
        if (entry.allowed.includes(role)) {
          expect(response.statusCode, label).toBeGreaterThanOrEqual(200);
          expect(response.statusCode, label).toBeLessThan(300);
          continue;
        }
        const expected =
          role === 'visitor'
            ? [401, 'UNAUTHORIZED']
            : role === 'outsider'
              ? [404, 'NOT_FOUND']
              : [403, 'STORE_FORBIDDEN'];
        expect([response.statusCode, response.json().data?.code], label).toEqual(expected);
        expect(await snapshot(w.store.id), label).toEqual(before);
      }
    });
  }
});
