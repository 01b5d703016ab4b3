import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** Escapes LIKE/ILIKE wildcards so user text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The update of an upsert by key (`onConflictDoUpdate`) that rewrites these columns with the
 * offered row's values (`excluded`) and sets `updated_at` to now. `onlyChanged`: a row whose
 * columns all hold those values already is left alone (its `updated_at` too).
 */
export function updateFromExcluded<Table extends PgTable & { updatedAt: unknown }>(
  table: Table,
  keys: readonly (keyof Table['_']['columns'] & string)[],
  options: { onlyChanged?: boolean } = {},
): { set: Record<string, SQL>; setWhere?: SQL } {
  const columns = getTableColumns(table);
  const excluded = (key: string) => sql`excluded.${sql.identifier(columns[key]!.name)}`;
  const set: Record<string, SQL> = Object.fromEntries(keys.map((key) => [key, excluded(key)]));
  set.updatedAt = sql`now()`;
  if (!options.onlyChanged) return { set };
  const current = sql.join(
    keys.map((key) => sql`${columns[key]}`),
    sql`, `,
  );
  const offered = sql.join(keys.map(excluded), sql`, `);
  return { set, setWhere: sql`(${current}) is distinct from (${offered})` };
}

/**
 * Runs `work` in one transaction. Repository functions take the `tx` it hands over as their
 * `db`, so a service decides where a transaction begins and ends and writes no SQL itself.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}
