import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { routeRules } from '../../db/schema.ts';

export type RouteRuleRow = typeof routeRules.$inferSelect;

export function listRules(db: Db): Promise<RouteRuleRow[]> {
  return db.select().from(routeRules).orderBy(asc(routeRules.fromPath));
}

export async function upsertRule(
  db: Db,
  rule: { fromPath: string; toTarget: string; permanent: boolean; allowExternal: boolean },
): Promise<void> {
  await db
    .insert(routeRules)
    .values(rule)
    .onConflictDoUpdate({
      target: routeRules.fromPath,
      set: {
        toTarget: rule.toTarget,
        permanent: rule.permanent,
        allowExternal: rule.allowExternal,
        updatedAt: sql`now()`,
      },
    });
}

export async function removeRule(db: Db, fromPath: string): Promise<boolean> {
  const removed = await db.delete(routeRules).where(eq(routeRules.fromPath, fromPath)).returning();
  return removed.length > 0;
}
