import {
  STORE_BRANCH_LIMITS,
  toPublicBranch,
  type PublicBranch,
  type StoreBranch,
  type StoreBranchInput,
} from '@repo/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/sql.ts';
import { HttpError } from '../../plugins/errors.ts';
import * as repo from './stores.branches.repository.ts';
import type { BranchRow, StoreBranchValues } from './stores.branches.repository.ts';
import type { StoreService } from './stores.service.ts';
import { addressIssues } from '../locations/index.ts';

const noBranch = () => new HttpError(404, 'NOT_FOUND', 'No such branch.');

/** A branch's id from the path; anything else is not found. */
function parseBranchId(id: string): number {
  if (/^[1-9][0-9]{0,15}$/.test(id)) return Number(id);
  throw noBranch();
}

type Place = { id: string | null; nameEn: string | null; nameKm: string | null };
const placeOf = (row: Place | null) =>
  row?.id ? { id: row.id, name: { en: row.nameEn ?? '', km: row.nameKm ?? '' } } : null;

/** A branch row as the store area sees it. */
export function branchView(row: BranchRow): StoreBranch {
  const { branch } = row;
  return {
    id: String(branch.id),
    name: branch.name,
    province: placeOf(row.province)!,
    district: placeOf(row.district),
    commune: placeOf(row.commune),
    address: branch.address,
    phone: branch.phone,
    email: branch.email,
    latitude: branch.latitude,
    longitude: branch.longitude,
    created_at: branch.createdAt.toISOString(),
    updated_at: branch.updatedAt.toISOString(),
  };
}

/** A store's branches as the public store page shows them, in order (ADR 0047). */
export async function publicBranchesOfStore(db: Db, storeId: number): Promise<PublicBranch[]> {
  const rows = await repo.branchesOfStore(db, storeId);
  return rows.map((row) => toPublicBranch(branchView(row)));
}

/**
 * The address's places must exist and sit inside one another (the schema checked the codes'
 * shapes): a refused place is named on its field, as the ad form does.
 */
async function checkedValues(db: Db, input: StoreBranchInput): Promise<StoreBranchValues> {
  const district = input.district_id ?? null;
  const commune = district ? (input.commune_id ?? null) : null;
  const issues = await addressIssues(db, {
    province_id: input.province_id,
    district_id: district,
    commune_id: commune,
  });
  if (issues.length > 0)
    throw new HttpError(400, 'VALIDATION_FAILED', 'The request has invalid fields.', { issues });
  return {
    name: input.name,
    provinceId: input.province_id,
    districtId: district,
    communeId: commune,
    address: input.address,
    phone: input.phone,
    email: input.email,
    latitude: input.latitude,
    longitude: input.longitude,
  };
}

/**
 * A store's branches (spec §3 "Branch", ADR 0047): its active members see them; its owner and
 * managers add, change and delete them (`manageBranches`). Outsiders learn nothing (404), a
 * role that may not is told so (403), a branch of another store is none of this one's (404).
 */
export function createStoreBranchService(deps: {
  db: Db;
  now: () => number;
  stores: StoreService;
}) {
  const { db, now, stores } = deps;

  async function read(storeId: number, branchId: number): Promise<StoreBranch> {
    const row = await repo.branchOfStore(db, storeId, branchId);
    if (!row) throw noBranch();
    return branchView(row);
  }

  return {
    /** GET {api}/me/stores/{id}/branches. */
    async list(userId: number, id: string): Promise<StoreBranch[]> {
      const { store } = await stores.allowed(userId, id, 'view');
      return (await repo.branchesOfStore(db, store.id)).map(branchView);
    },

    /** GET {api}/me/stores/{id}/branches/{branchId}. */
    async get(userId: number, id: string, branchId: string): Promise<StoreBranch> {
      const { store } = await stores.allowed(userId, id, 'view');
      return read(store.id, parseBranchId(branchId));
    },

    /** POST {api}/me/stores/{id}/branches: a new branch, last in the order; at most 50. */
    async add(userId: number, id: string, input: StoreBranchInput): Promise<StoreBranch> {
      const { store } = await stores.allowed(userId, id, 'manageBranches');
      const values = await checkedValues(db, input);
      const branchId = await inTransaction(db, async (tx) => {
        await repo.lockStore(tx, store.id);
        const { count, next } = await repo.branchCount(tx, store.id);
        if (count >= STORE_BRANCH_LIMITS.max)
          throw new HttpError(
            409,
            'STORE_BRANCH_LIMIT',
            `A store may have at most ${STORE_BRANCH_LIMITS.max} branches.`,
          );
        return repo.insertBranch(tx, store.id, { ...values, position: next, at: new Date(now()) });
      });
      return read(store.id, branchId);
    },

    /** PUT {api}/me/stores/{id}/branches/{branchId}. */
    async update(
      userId: number,
      id: string,
      branchId: string,
      input: StoreBranchInput,
    ): Promise<StoreBranch> {
      const { store } = await stores.allowed(userId, id, 'manageBranches');
      const branch = parseBranchId(branchId);
      const values = await checkedValues(db, input);
      if (!(await repo.updateBranch(db, store.id, branch, values, new Date(now()))))
        throw noBranch();
      return read(store.id, branch);
    },

    /** DELETE {api}/me/stores/{id}/branches/{branchId}. */
    async remove(userId: number, id: string, branchId: string): Promise<void> {
      const { store } = await stores.allowed(userId, id, 'manageBranches');
      if (!(await repo.deleteBranch(db, store.id, parseBranchId(branchId)))) throw noBranch();
    },
  };
}

export type StoreBranchService = ReturnType<typeof createStoreBranchService>;
