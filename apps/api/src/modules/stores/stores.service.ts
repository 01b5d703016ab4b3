import type { MyStore, StoreCreateInput, StoreProfileInput, StoreRole } from '@repo/domain';
import { STORE_LIMITS } from '@repo/domain';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { inTransaction } from '../../db/sql.ts';
import { HttpError } from '../../plugins/errors.ts';
import { mediaUrl } from '../photos/index.ts';
import * as repo from './stores.repository.ts';
import type { StoreMemberRow, StoreRow } from './stores.repository.ts';

/** What each role may do in its store (ADR 0043); a role not listed may not. */
const MAY = {
  view: ['owner', 'manager', 'staff'],
  editProfile: ['owner', 'manager'],
} as const satisfies Record<string, readonly StoreRole[]>;
export type StoreAction = keyof typeof MAY;

const notFound = () => new HttpError(404, 'NOT_FOUND', 'No such store.');

/** A store's id from the path; anything else is not found. */
function parseStoreId(id: string): number {
  if (/^[1-9][0-9]{0,15}$/.test(id)) return Number(id);
  throw notFound();
}

const usernameTaken = () => new HttpError(409, 'USERNAME_TAKEN', 'This username is already taken.');

/**
 * Stores (issue 17, ADR 0043): a member creates one and becomes its owner; its members see it
 * in their store area; its owner and managers edit its profile. Anyone else learns nothing
 * (404), and a member whose role may not do something is told so (403).
 */
export function createStoreService(deps: { db: Db; now: () => number; mediaBaseUrl: string }) {
  const { db, now, mediaBaseUrl } = deps;

  const view = (store: StoreRow, member: StoreMemberRow): MyStore => ({
    id: String(store.id),
    name: store.name,
    username: store.username,
    short_description: store.shortDescription,
    about: store.about,
    category_ids: store.categoryIds,
    keywords: store.keywords,
    logo_url: store.logoPath ? mediaUrl(mediaBaseUrl, store.logoPath) : null,
    created_at: store.createdAt.toISOString(),
    role: member.role as MyStore['role'],
    status: member.status as MyStore['status'],
  });

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

  return {
    allowed,

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
