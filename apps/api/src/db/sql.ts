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

/**
 * An INSERT of many rows as one JSON parameter (`json_to_recordset`), where `values` binds each
 * column of each row: 2,000 ads of 24 columns are one parameter, not 48,000, whose building
 * was a third of the bulk seed's JavaScript time (issue 21). The columns no row sets take their
 * defaults; one that only some rows set must be nullable (the others get NULL). `returning`:
 * the statement's RETURNING list, if any.
 */
export function insertRecords<Table extends PgTable>(
  table: Table,
  rows: readonly Table['$inferInsert'][],
  returning?: SQL,
): SQL {
  const set = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const records = rows.map((row) =>
    Object.fromEntries(
      set.map(([key, column]) => {
        const value = (row as Record<string, unknown>)[key];
        if (value === undefined || value === null) {
          if (column.notNull)
            throw new Error(`insertRecords: ${column.name} is not set in every row`);
          return [column.name, null];
        }
        // JSON is written as it is; every other value as the database reads it from text.
        return [column.name, column.dataType === 'json' ? value : column.mapToDriverValue(value)];
      }),
    ),
  );
  const names = sql.join(
    set.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const types = sql.join(
    set.map(([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  const rest = returning ? sql` returning ${returning}` : sql``;
  return sql`insert into ${table} (${names}) select ${names} from json_to_recordset(${JSON.stringify(records)}::json) as r(${types})${rest}`;
}
