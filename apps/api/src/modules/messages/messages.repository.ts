import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { visitorMessages } from '../../db/schema.ts';

export type NewVisitorMessage = typeof visitorMessages.$inferInsert;

export async function insertMessage(
  db: Db,
  row: NewVisitorMessage,
): Promise<{ id: number; createdAt: Date }> {
  const [created] = await db
    .insert(visitorMessages)
    .values(row)
    .returning({ id: visitorMessages.id, createdAt: visitorMessages.createdAt });
  if (!created) throw new Error('insert returned no row');
  return created;
}

/** Messages sent since `since` from this device and from this IP (one query, both counts). */
export async function countRecent(
  db: Db,
  deviceId: string,
  ip: string,
  since: Date,
): Promise<{ device: number; ip: number }> {
  const recent = gt(visitorMessages.createdAt, since);
  const [byDevice, byIp] = await Promise.all([
    db
      .select({ n: count() })
      .from(visitorMessages)
      .where(and(eq(visitorMessages.deviceId, deviceId), recent)),
    db
      .select({ n: count() })
      .from(visitorMessages)
      .where(and(eq(visitorMessages.ip, ip), recent)),
  ]);
  return { device: Number(byDevice[0]?.n ?? 0), ip: Number(byIp[0]?.n ?? 0) };
}
