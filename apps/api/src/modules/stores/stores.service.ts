// Long on purpose: the one role table (MAY) and every store rule that reads it, so a role's
// rights are read in one place; the public page, branches, albums and pictures have files of
// their own.
import type {
  MyStore,
  StoreCompanyProfile,
  StoreCompanyProfileInput,
  StoreCreateInput,
  StoreInviteInput,
  StoreMember,
  StoreProfileInput,
  StoreRole,
} from '@repo/domain';
import {
  EMPTY_COMPANY_PROFILE,
  isEmptyCompanyProfile,
  parseLoginIdentifier,
  STORE_LIMITS,
  storeCompanyProfileSchema,
  storeHoursSchema,
  usernameSchema,
  type StoreHours,
} from '@repo/domain';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { inTransaction } from '../../db/sql.ts';
import type { Notifier } from '../../lib/module-context.ts';
import { HttpError } from '../../plugins/errors.ts';
import { mediaUrl } from '../photos/index.ts';
import * as repo from './stores.repository.ts';
import type { StoreMemberRow, StoreRow } from './stores.repository.ts';

/** What each role may do in its store (ADR 0043); a role not listed may not. */
const MAY = {
  view: ['owner', 'manager', 'staff'],
  editProfile: ['owner', 'manager'],
  inviteStaff: ['owner', 'manager'],
  inviteManagers: ['owner'],
  /** The store's address `/{username}`: its owner only (links to it break). */
  changeUsername: ['owner'],
  /** Add, change and delete the store's branches (ADR 0047). */
  manageBranches: ['owner', 'manager'],
  /** Create, rename, reorder and delete albums, and put photos in them (ADR 0048). */
  manageAlbums: ['owner', 'manager'],
  /** Logo and cover (ADR 0046). */
  editPictures: ['owner', 'manager'],
  /** The watermark on the photos of the store's ads and its opacity (ADR 0046). */
  editWatermark: ['owner', 'manager'],
  /** The company profile job seekers read on the store's job ads (ADR 0051). */
  editCompany: ['owner', 'manager'],
} as const satisfies Record<string, readonly StoreRole[]>;
export type StoreAction = keyof typeof MAY;

export const notFound = () => new HttpError(404, 'NOT_FOUND', 'No such store.');

/** A store's stored hours, read back through the schema (anything unreadable: none given). */
function hoursOf(value: unknown): StoreHours {
  const parsed = storeHoursSchema.safeParse(value);
  return parsed.success ? parsed.data : { mode: 'no-hours' };
}

/**
 * A store's stored company profile read back through the schema: null when it has none (or
 * nothing readable), so the public page shows no empty section (ADR 0051).
 */
export function companyOf(value: unknown): StoreCompanyProfile | null {
  const parsed = storeCompanyProfileSchema.safeParse(value);
  return parsed.success && !isEmptyCompanyProfile(parsed.data) ? parsed.data : null;
}

/** A store's id from the path; anything else is not found. */
function parseStoreId(id: string): number {
  if (/^[1-9][0-9]{0,15}$/.test(id)) return Number(id);
  throw notFound();
}

/** What the public and the store's members both see of a store: its profile and pictures. */
export function storeProfileView(store: StoreRow, mediaBaseUrl: string) {
  const url = (key: string | null) => (key ? mediaUrl(mediaBaseUrl, key) : null);
  return {
    id: String(store.id),
    name: store.name,
    username: store.username,
    short_description: store.shortDescription,
    about: store.about,
    category_ids: store.categoryIds,
    keywords: store.keywords,
    logo_url: url(store.logoPath),
    cover_url: url(store.coverPath),
    hours: hoursOf(store.hours),
  };
}

/** A store as its members see it (`member` is the caller's row). */
export function storeView(store: StoreRow, member: StoreMemberRow, mediaBaseUrl: string): MyStore {
  return {
    ...storeProfileView(store, mediaBaseUrl),
    created_at: store.createdAt.toISOString(),
    role: member.role as MyStore['role'],
    status: member.status as MyStore['status'],
    watermark: {
      url: store.watermarkPath ? mediaUrl(mediaBaseUrl, store.watermarkPath) : null,
      opacity: store.watermarkOpacity,
    },
  };
}

const usernameTaken = () => new HttpError(409, 'USERNAME_TAKEN', 'This username is already taken.');

/**
 * Stores (issue 17, ADR 0043): a member creates one and becomes its owner; its members see it
 * in their store area; its owner and managers edit its profile. Anyone else learns nothing
 * (404), and a member whose role may not do something is told so (403).
 */
export function createStoreService(deps: {
  db: Db;
  now: () => number;
  mediaBaseUrl: string;
  /** Tells the invitee of an invitation (the notification centre). */
  notifier: Notifier;
}) {
  const { db, now, mediaBaseUrl, notifier } = deps;

  const view = (store: StoreRow, member: StoreMemberRow) => storeView(store, member, mediaBaseUrl);

  /**
   * The store `id` as `userId` may act on it: 404 unless they are an active member (an
   * invitation does not open the store area), 403 when their role may not do `action`.
   */
  async function allowed(userId: number, id: string, action: StoreAction) {
    const found = await repo.storeFor(db, parseStoreId(id), userId);
    if (!found || found.member.status !== 'active') throw notFound();
    if (!(MAY[action] as readonly string[]).includes(found.member.role))
      throw new HttpError(403, 'STORE_FORBIDDEN', 'Your role in this store may not do this.');
    return found;
  }

  const profileColumns = (input: StoreProfileInput) => ({
    name: input.name,
    shortDescription: input.short_description,
    about: input.about,
    categoryIds: [...new Set(input.category_ids)],
    keywords: [...new Set(input.keywords)],
  });

  const forbidden = () =>
    new HttpError(403, 'STORE_FORBIDDEN', 'Your role in this store may not do this.');

  /** Whether `actor` may take `member` out of the store (or cancel their invitation). */
  const mayRemove = (actor: StoreMemberRow, member: StoreMemberRow) =>
    member.role !== 'owner' &&
    (actor.role === 'owner' || (actor.role === 'manager' && member.role === 'staff'));

  return {
    allowed,

    /** PUT {api}/me/stores/{id}/hours: its business hours, by its owner or a manager. */
    async setHours(userId: number, id: string, hours: StoreHours): Promise<MyStore> {
      const found = await allowed(userId, id, 'editProfile');
      const row = await repo.updateStore(db, found.store.id, { hours }, new Date(now()));
      if (!row) throw notFound();
      return view(row, found.member);
    },

    /** GET {api}/me/stores/{id}/company: its company profile (empty until filled), for its members. */
    async company(userId: number, id: string): Promise<StoreCompanyProfile> {
      const found = await allowed(userId, id, 'view');
      return companyOf(found.store.company) ?? EMPTY_COMPANY_PROFILE;
    },

    /**
     * PUT {api}/me/stores/{id}/company: the whole company profile, by its owner or a manager;
     * one with nothing in it is kept as none (ADR 0051).
     */
    async setCompany(
      userId: number,
      id: string,
      input: StoreCompanyProfileInput,
    ): Promise<StoreCompanyProfile> {
      const found = await allowed(userId, id, 'editCompany');
      const company: StoreCompanyProfile = input;
      const row = await repo.updateStore(
        db,
        found.store.id,
        { company: isEmptyCompanyProfile(company) ? null : company },
        new Date(now()),
      );
      if (!row) throw notFound();
      return company;
    },

    /** GET {api}/me/stores/{id}/members: everyone in the store, for its active members. */
    async members(userId: number, id: string): Promise<StoreMember[]> {
      const found = await allowed(userId, id, 'view');
      const rows = await repo.membersOf(db, found.store.id);
      return rows.map((row) => ({
        user_id: String(row.member.userId),
        name: `${row.firstName} ${row.lastName}`.trim(),
        username: row.username,
        role: row.member.role as StoreMember['role'],
        status: row.member.status as StoreMember['status'],
        since: row.member.createdAt.toISOString(),
      }));
    },

    /**
     * POST {api}/me/stores/{id}/members: invites an account (by username, phone or email) as
     * staff (owner, managers) or as a manager (the owner): it stays pending until they answer.
     * Nobody by that login → 404 with the field's reason; already in the store → 409.
     */
    async invite(userId: number, id: string, input: StoreInviteInput): Promise<void> {
      const found = await allowed(
        userId,
        id,
        input.role === 'manager' ? 'inviteManagers' : 'inviteStaff',
      );
      const login = parseLoginIdentifier(input.login);
      const username = usernameSchema.safeParse(input.login.replace(/^@/, ''));
      const invitee = await repo.findAccount(db, {
        phone: login?.kind === 'phone' ? login.value : undefined,
        email: login?.kind === 'email' ? login.value : undefined,
        username: username.success ? username.data : undefined,
      });
      if (invitee === undefined)
        throw new HttpError(404, 'NOT_FOUND', 'No member has this username, phone or email.', {
          issues: [{ path: 'body.login', message: 'store.inviteNobody' }],
        });
      const row = await repo.invite(db, {
        storeId: found.store.id,
        userId: invitee,
        role: input.role,
        invitedBy: userId,
        at: new Date(now()),
      });
      if (!row)
        throw new HttpError(409, 'STORE_MEMBER_EXISTS', 'This member is already in the store.');
      await notifier.notify({
        userId: invitee,
        kind: 'store_invitation',
        subject: `store:${found.store.id}`,
        data: {
          store_id: String(found.store.id),
          store_name: found.store.name,
          from: (await repo.nameOf(db, userId)) ?? '',
          role: input.role,
        },
      });
    },

    /** POST {api}/me/stores/{id}/invitation: the invitee accepts (`true`) or declines. */
    async answer(userId: number, id: string, accept: boolean): Promise<void> {
      const row = await repo.answerInvitation(
        db,
        parseStoreId(id),
        userId,
        accept ? 'active' : 'declined',
        new Date(now()),
      );
      if (!row)
        throw new HttpError(404, 'STORE_NO_INVITATION', 'There is no invitation to answer.');
      await notifier.seen(userId, 'store_invitation', `store:${row.storeId}`);
    },

    /**
     * DELETE {api}/me/stores/{id}/members/{userId}: the owner takes anyone but themselves out,
     * a manager takes out staff; the same cancels a pending invitation.
     */
    async remove(userId: number, id: string, memberId: string): Promise<void> {
      const found = await allowed(userId, id, 'view');
      const target = /^[1-9][0-9]{0,15}$/.test(memberId)
        ? await repo.memberRow(db, found.store.id, Number(memberId))
        : undefined;
      if (!target) throw new HttpError(404, 'NOT_FOUND', 'No such member.');
      if (!mayRemove(found.member, target)) throw forbidden();
      await repo.removeMember(db, found.store.id, target.userId);
    },

    /** POST {api}/me/stores/{id}/leave: a member leaves; the owner cannot (409). */
    async leave(userId: number, id: string): Promise<void> {
      const found = await allowed(userId, id, 'view');
      if (found.member.role === 'owner')
        throw new HttpError(
          409,
          'STORE_OWNER_LEAVES',
          'The owner cannot leave the store: hand it to another owner first.',
        );
      await repo.removeMember(db, found.store.id, userId);
    },

    /** GET {api}/me/stores: the stores the member is in, and invited to. */
    async mine(userId: number): Promise<MyStore[]> {
      const rows = await repo.storesOf(db, userId);
      return rows.map((row) => view(row.store, row.member));
    },

    /** POST {api}/me/stores: a new store, owned by the caller. */
    async create(userId: number, input: StoreCreateInput): Promise<MyStore> {
      if ((await repo.ownedCount(db, userId)) >= STORE_LIMITS.ownedMax)
        throw new HttpError(
          409,
          'STORE_LIMIT',
          `A member may own at most ${STORE_LIMITS.ownedMax} stores.`,
        );
      try {
        const created = await inTransaction(db, (tx) =>
          repo.insertStore(tx, {
            ownerId: userId,
            username: input.username,
            ...profileColumns(input),
            at: new Date(now()),
          }),
        );
        return view(created.store, created.member);
      } catch (error) {
        if (
          isUniqueViolation(error, 'stores_username_unique') ||
          isUniqueViolation(error, 'usernames_shared_unique')
        )
          throw usernameTaken();
        throw error;
      }
    },

    /** GET {api}/me/stores/{id}: the store, for its active members. */
    async get(userId: number, id: string): Promise<MyStore> {
      const found = await allowed(userId, id, 'view');
      return view(found.store, found.member);
    },

    /**
     * PUT {api}/me/stores/{id}/username: a new address for the store, by its owner. Taken by a
     * member or a store → 409 USERNAME_TAKEN; the same username again: nothing changes.
     */
    async changeUsername(userId: number, id: string, username: string): Promise<MyStore> {
      const found = await allowed(userId, id, 'changeUsername');
      if (found.store.username === username) return view(found.store, found.member);
      try {
        const row = await repo.updateStore(db, found.store.id, { username }, new Date(now()));
        if (!row) throw notFound();
        return view(row, found.member);
      } catch (error) {
        if (
          isUniqueViolation(error, 'stores_username_unique') ||
          isUniqueViolation(error, 'usernames_shared_unique')
        )
          throw usernameTaken();
        throw error;
      }
    },

    /** PUT {api}/me/stores/{id}: its profile, by its owner or a manager. */
    async update(userId: number, id: string, input: StoreProfileInput): Promise<MyStore> {
      const found = await allowed(userId, id, 'editProfile');
      const row = await repo.updateStore(
        db,
        found.store.id,
        profileColumns(input),
        new Date(now()),
      );
      if (!row) throw notFound();
      return view(row, found.member);
    },
  };
}

export type StoreService = ReturnType<typeof createStoreService>;
