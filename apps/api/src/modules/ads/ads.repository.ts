import {
  searchDocument,
  SEARCH_TEXT_VERSION,
  type Ad,
  type AdDeleteReason,
  type AdInput,
  type AdSort,
  type AdStatus,
  type Photo,
} from '@repo/domain';
import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { adAutoRenewSchedules, ads, categories, locations, users } from '../../db/schema.ts';

export type AdRow = typeof ads.$inferSelect;
export type NewAdRow = typeof ads.$inferInsert;

/** The columns of a validated post form (what create, edit and repost write). */
export function adColumns(input: AdInput) {
  return {
    categoryId: Number(input.category_id),
    title: input.title,
    description: input.description,
    price: input.price.toFixed(2),
    priceKind: input.price_kind,
    provinceId: input.province_id,
    districtId: input.district_id,
    communeId: input.commune_id,
    address: input.address,
    contactName: input.contact_name,
    phones: input.phones,
    fields: input.fields,
    ...searchColumns(input),
  };
}

/** The search text of an ad (ADR 0012): its words, and its compact title for substrings. */
export function searchColumns(ad: { title: string; description: string }) {
  const document = searchDocument(ad);
  return {
    searchTokens: document.tokens,
    searchTitle: document.title,
    searchTitleTokens: document.titleTokens,
    searchVersion: SEARCH_TEXT_VERSION,
  };
}

const parent = alias(categories, 'parent_category');
const province = alias(locations, 'province');
const district = alias(locations, 'district');
const commune = alias(locations, 'commune');

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
    .leftJoin(adAutoRenewSchedules, eq(adAutoRenewSchedules.adId, ads.id));
}

type JoinedAd = Awaited<ReturnType<ReturnType<typeof selectAds>['execute']>>[number];

export const place = (row: { id: string; nameEn: string; nameKm: string } | null) =>
  row ? { id: row.id, name: { en: row.nameEn, km: row.nameKm } } : null;

/** An active ad past its expiry date is shown as expired (no job needs to flip it first). */
export function effectiveStatus(row: Pick<AdRow, 'status' | 'expiresAt'>, now: number): AdStatus {
  if (row.status === 'active' && row.expiresAt.getTime() <= now) return 'expired';
  return row.status as AdStatus;
}

/** The owner's view of the auto-renew schedule (ADR 0010); none on a sold or deleted ad. */
function autoRenewOf(joined: JoinedAd): Ad['auto_renew'] {
  const { ad, autoRenew } = joined;
  if (!autoRenew || ad.status === 'sold' || ad.status === 'deleted') return null;
  return {
    hour: autoRenew.hour,
    minute: autoRenew.minute,
    every_days: autoRenew.everyDays,
    next_run_at: autoRenew.nextRunAt.toISOString(),
  };
}

export function toAd(
  joined: JoinedAd,
  now: number,
  /** `photos`: the ad's, in order (photosOfAds in modules/photos/photos.ads.ts). */
  options: { withPhones: boolean; photos: Photo[] },
): Ad {
  const { ad, category, seller } = joined;
  return {
    id: String(ad.id),
    status: effectiveStatus(ad, now),
    category: {
      id: String(category.id),
      slug: category.slug,
      type: category.type as Ad['category']['type'],
      name: { en: category.nameEn, km: category.nameKm },
      parent: {
        id: String(joined.parent.id),
        slug: joined.parent.slug,
        name: { en: joined.parent.nameEn, km: joined.parent.nameKm },
      },
    },
    title: ad.title,
    description: ad.description,
    price: Number(ad.price),
    price_kind: ad.priceKind as Ad['price_kind'],
    location: {
      province: place(joined.province)!,
      district: place(joined.district),
      commune: place(joined.commune),
    },
    address: ad.address,
    contact_name: ad.contactName,
    ...(options.withPhones ? { phones: ad.phones } : {}),
    fields: ad.fields,
    seller: {
      id: String(seller.id),
      username: seller.username,
      first_name: seller.firstName,
      last_name: seller.lastName,
      member_since: seller.createdAt.toISOString(),
    },
    photos: options.photos,
    views: ad.views,
    likes: ad.likes,
    saves: ad.saves,
    deleted_reason: (ad.deletedReason as AdDeleteReason | null) ?? null,
    posted_at: ad.postedAt.toISOString(),
    renewed_at: ad.renewedAt.toISOString(),
    expires_at: ad.expiresAt.toISOString(),
    updated_at: ad.updatedAt.toISOString(),
    ...(options.withPhones ? { auto_renew: autoRenewOf(joined) } : {}),
  };
}

export async function findJoinedAd(db: Db, id: number): Promise<JoinedAd | undefined> {
  const [row] = await selectAds(db).where(eq(ads.id, id)).limit(1);
  return row;
}

/** The owner's ad (any status but deleted), or undefined: strangers learn nothing. */
export async function findOwnAd(db: Db, userId: number, id: number): Promise<AdRow | undefined> {
  const [row] = await db
    .select()
    .from(ads)
    .where(and(eq(ads.id, id), eq(ads.userId, userId), ne(ads.status, 'deleted')))
    .limit(1);
  return row;
}

export async function findByIdempotencyKey(
  db: Db,
  userId: number,
  key: string,
): Promise<AdRow | undefined> {
  const [row] = await db
    .select()
    .from(ads)
    .where(and(eq(ads.userId, userId), eq(ads.idempotencyKey, key)))
    .limit(1);
  return row;
}

export async function countActive(db: Db, userId: number, now: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ads)
    .where(
      and(
        eq(ads.userId, userId),
        eq(ads.status, 'active'),
        sql`${ads.expiresAt} > ${new Date(now).toISOString()}::timestamptz`,
      ),
    );
  return Number(row?.n ?? 0);
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
    userId: number;
    status?: AdStatus;
    sort: AdSort;
    after?: AdCursor;
    limit: number;
    now: number;
  },
): Promise<JoinedAd[]> {
  const { column, direction, cast } = SORT_COLUMNS[options.sort];
  const nowText = new Date(options.now).toISOString();
  const conditions: SQL[] = [eq(ads.userId, options.userId)];
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

export function findLocations(db: Db, ids: string[]) {
  return db
    .select({ id: locations.id, type: locations.type, parentId: locations.parentId })
    .from(locations)
    .where(inArray(locations.id, ids));
}

export async function findCategory(db: Db, id: number) {
  const [row] = await db
    .select({
      id: categories.id,
      type: categories.type,
      parentId: categories.parentId,
      isActive: categories.isActive,
    })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1);
  return row;
}
