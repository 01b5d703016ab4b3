import pg from 'pg';

/**
 * A fresh, empty PostgreSQL database for one benchmark run (UTF-8, C collation), dropped by
 * `drop`; DATABASE_URL as it is when set (not dropped); null when no server answers at
 * PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 */
export async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, drop: async () => {} };
  const admin = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: admin });
  try {
    await client.connect();
  } catch {
    return null;
  }
  const name = `psar_bench_${Date.now()}`;
  await client.query(
    `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
  );
  await client.end();
  return {
    url: admin.replace(/\/[^/]*$/, `/${name}`),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
