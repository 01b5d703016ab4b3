import type { LoginIdentifier, User } from '@repo/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ads, devices, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewDevice = Omit<typeof devices.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type DeviceRow = typeof devices.$inferSelect;

/** The API's view of a user (userSchema of @repo/domain). */
export function toUser(row: UserRow): User {
  return {
    id: String(row.id),
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    email: row.email,
    has_password: row.passwordHash !== null,
    has_google: row.googleSub !== null,
    setting: { locale: row.locale === 'km' ? 'km' : 'en' },
    created_at: row.createdAt.toISOString(),
  };
}

async function first(query: Promise<UserRow[]>): Promise<UserRow | undefined> {
  const [row] = await query;
  return row;
}

export const findUserById = (db: Db, id: number) =>
  first(db.select().from(users).where(eq(users.id, id)));

export const findUserByPhone = (db: Db, phone: string) =>
  first(db.select().from(users).where(eq(users.phone, phone)));

export const findUserByEmail = (db: Db, email: string) =>
  first(db.select().from(users).where(eq(users.email, email.toLowerCase())));

export const findUserByGoogleSub = (db: Db, sub: string) =>
  first(db.select().from(users).where(eq(users.googleSub, sub)));

export const findUserByIdentifier = (db: Db, id: LoginIdentifier) =>
  id.kind === 'phone' ? findUserByPhone(db, id.value) : findUserByEmail(db, id.value);

/**
 * Creates the pending account of a registration, or replaces a pending one with the same
 * phone or email (same row, new names and password). Returns undefined when an active
 * account holds the phone or email.
 */
export async function upsertPendingUser(
  db: Db,
  id: LoginIdentifier,
  fields: { firstName: string; lastName: string; passwordHash: string; locale: string },
): Promise<UserRow | undefined> {
  const column = id.kind === 'phone' ? users.phone : users.email;
  const [row] = await db
    .insert(users)
    .values({ ...fields, [id.kind]: id.value, status: 'pending' })
    .onConflictDoUpdate({
      target: column,
      set: { ...fields, updatedAt: sql`now()` },
      setWhere: sql`${users.status} = 'pending'`,
    })
    .returning();
  return row;
}

export async function updateUser(
  db: Db,
  id: number,
  fields: Partial<Omit<typeof users.$inferInsert, 'id' | 'createdAt'>>,
): Promise<UserRow | undefined> {
  return first(
    db
      .update(users)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning(),
  );
}

export async function insertUser(
  db: Db,
  fields: Omit<typeof users.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>,
): Promise<UserRow> {
  const [row] = await db.insert(users).values(fields).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Removes a pending (never verified) account, e.g. when someone else proves the phone is theirs. */
export async function deletePendingUser(db: Db, id: number): Promise<void> {
  await db.delete(users).where(and(eq(users.id, id), eq(users.status, 'pending')));
}

/**
 * An active account by its username (lowercase) with its count of active, unexpired ads (the
 * ads its public listing shows); undefined for an unknown, pending or username-less account.
 */
export async function findPublicMember(
  db: Db,
  username: string,
  now: number,
): Promise<{ user: UserRow; activeAds: number } | undefined> {
  const user = await first(
    db
      .select()
      .from(users)
      .where(and(eq(users.username, username), eq(users.status, 'active')))
      .limit(1),
  );
  if (!user) return undefined;
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(ads)
    .where(
      and(eq(ads.userId, user.id), eq(ads.status, 'active'), gt(ads.expiresAt, new Date(now))),
    );
  return { user, activeAds: counted?.count ?? 0 };
}

export async function upsertDevice(db: Db, device: NewDevice): Promise<DeviceRow> {
  const { userId: _userId, deviceId: _deviceId, ...fields } = device;
  const [row] = await db
    .insert(devices)
    .values(device)
    .onConflictDoUpdate({
      target: [devices.userId, devices.deviceId],
      set: { ...fields, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}
