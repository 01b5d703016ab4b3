import type { AdSort, AdStatus } from '@repo/domain';
import { and, asc, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  adAutoRenewSchedules,
  ads,
  categories,
  locations,
  stores,
  users,
} from '../../db/schema.ts';
import type { AdRow } from './ads.repository.ts';

/**
 * Ads read with everything their answer shows (`toAd`): by id, and the owner's own ads by
 * keyset pages.
 */

const parent = alias(categories, 'parent_category');
const province = alias(locations, 'province');
const district = alias(locations, 'district');
const commune = alias(locations, 'commune');
const assignee = alias(users, 'assignee');

/** One query for an ad and everything its answer shows (category, places, seller). */
function selectAds(db: Db) {
  return db
    .select({
      ad: ads,
      category: {
        id: categories.id,
        slug: categories.slug,
        type: categories.type,
        nameEn: categories.nameEn,
        nameKm: categories.nameKm,
      },
      parent: {
        id: parent.id,
        slug: parent.slug,
        nameEn: parent.nameEn,
        nameKm: parent.nameKm,
      },
      province: { id: province.id, nameEn: province.nameEn, nameKm: province.nameKm },
      district: { id: district.id, nameEn: district.nameEn, nameKm: district.nameKm },
      commune: { id: commune.id, nameEn: commune.nameEn, nameKm: commune.nameKm },
      seller: {
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        createdAt: users.createdAt,
      },
      store: {
        id: stores.id,
        username: stores.username,
        name: stores.name,
        logoPath: stores.logoPath,
        // Read only for a job ad: the company profile its page shows (ADR 0051).
        company: sql<unknown>`case when ${categories.type} = 'job' then ${stores.company} end`,
      },
      assignee: {
        id: assignee.id,
        firstName: assignee.firstName,
        lastName: assignee.lastName,
      },
      autoRenew: {
        hour: adAutoRenewSchedules.hour,
        minute: adAutoRenewSchedules.minute,
        everyDays: adAutoRenewSchedules.everyDays,
        nextRunAt: adAutoRenewSchedules.nextRunAt,
      },
    })
    .from(ads)
    .innerJoin(categories, eq(categories.id, ads.categoryId))
    .innerJoin(parent, eq(parent.id, categories.parentId))
    .innerJoin(province, eq(province.id, ads.provinceId))
    .leftJoin(district, eq(district.id, ads.districtId))
    .leftJoin(commune, eq(commune.id, ads.communeId))
    .innerJoin(users, eq(users.id, ads.userId))
    .leftJoin(stores, eq(stores.id, ads.storeId))
    .leftJoin(assignee, eq(assignee.id, ads.assigneeId))
    .leftJoin(adAutoRenewSchedules, eq(adAutoRenewSchedules.adId, ads.id));
}

export type JoinedAd = Awaited<ReturnType<ReturnType<typeof selectAds>['execute']>>[number];

export async function findJoinedAd(db: Db, id: number): Promise<JoinedAd | undefined> {
  const [row] = await selectAds(db).where(eq(ads.id, id)).limit(1);
  return row;
}

/** The keyset position after which the next page starts: the sort value and the id. */
export interface AdCursor {
  sort: AdSort;
  value: string;
  id: number;
}

const SORT_COLUMNS = {
  posted: { column: ads.postedAt, direction: 'desc', cast: 'timestamptz' },
  renewed: { column: ads.renewedAt, direction: 'desc', cast: 'timestamptz' },
  price_asc: { column: ads.price, direction: 'asc', cast: 'numeric' },
  price_desc: { column: ads.price, direction: 'desc', cast: 'numeric' },
} as const;

export function cursorValue(row: AdRow, sort: AdSort): string {
  if (sort === 'posted') return row.postedAt.toISOString();
  if (sort === 'renewed') return row.renewedAt.toISOString();
  return row.price;
}

/** The member's own ads in one sort order, by keyset (never OFFSET). */
export async function listOwnAds(
  db: Db,
  options: {
    /** A member's own ads, or a store's (only those assigned to `assigneeId` when given). */
    of: { userId: number } | { storeId: number; assigneeId?: number };
    status?: AdStatus;
    sort: AdSort;
    after?: AdCursor;
    limit: number;
    now: number;
  },
): Promise<JoinedAd[]> {
  const { column, direction, cast } = SORT_COLUMNS[options.sort];
  const nowText = new Date(options.now).toISOString();
  const { of } = options;
  const conditions: SQL[] =
    'userId' in of
      ? [eq(ads.userId, of.userId)]
      : [
          eq(ads.storeId, of.storeId),
          ...(of.assigneeId === undefined ? [] : [eq(ads.assigneeId, of.assigneeId)]),
        ];
  const live = sql`${ads.expiresAt} > ${nowText}::timestamptz`;
  switch (options.status) {
    case 'active':
      conditions.push(and(eq(ads.status, 'active'), live)!);
      break;
    case 'expired':
      conditions.push(
        or(eq(ads.status, 'expired'), and(eq(ads.status, 'active'), sql`not (${live})`))!,
      );
      break;
    case undefined:
      conditions.push(ne(ads.status, 'deleted'));
      break;
    default:
      conditions.push(eq(ads.status, options.status));
  }
  if (options.after) {
    const value = sql`${options.after.value}::${sql.raw(cast)}`;
    conditions.push(
      direction === 'desc'
        ? sql`(${column}, ${ads.id}) < (${value}, ${options.after.id})`
        : sql`(${column}, ${ads.id}) > (${value}, ${options.after.id})`,
    );
  }
  const order = direction === 'desc' ? [desc(column), desc(ads.id)] : [asc(column), asc(ads.id)];
  return selectAds(db)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(options.limit);
}
