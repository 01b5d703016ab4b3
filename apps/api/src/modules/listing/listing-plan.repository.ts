import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ads } from '../../db/schema.ts';

/**
 * Keyword matches up to this many (by the planner's estimate) are found first and then sorted
 * by price or hits; more are read in the sort's own index order (ADR 0012, "Keyword sorted by
 * price"). 30,000 rows sort in a few tens of milliseconds; reading a price index in order
 * for a rare word may read most of the table first (its ads are all dear, or all cheap).
 */
export const SORT_MATCHES_UP_TO = 30_000;

/** A tsquery word, quoted, matched whole (the estimate's statistics know whole words). */
function exactWord(word: string): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * How many active ads the planner expects to have every term (a term or one of its
 * alternatives), by EXPLAIN: nothing is read. The statistics of `search_vector` know how common
 * each word is; they cannot say so for a prefix (PostgreSQL then assumes 2% of the table), so
 * whole words are asked for: an estimate of the ads a keyword query matches, the prefixes'
 * extra matches aside.
 */
export async function estimatedMatches(
  db: Db,
  terms: readonly string[],
  alternatives: Readonly<Record<string, readonly string[]>> = {},
): Promise<number> {
  if (terms.length === 0) return Number.POSITIVE_INFINITY;
  const query = terms
    .map((term) => `(${[term, ...(alternatives[term] ?? [])].map(exactWord).join(' | ')})`)
    .join(' & ');
  const result = (await db.execute(
    sql`explain (format json) select 1 from ${ads} where ${ads.status} = 'active' and ${ads.searchVector} @@ to_tsquery('simple'::regconfig, ${query})`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const plan: unknown = result.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as
    [{ Plan?: { 'Plan Rows'?: number } }] | undefined;
  const rows = parsed?.[0]?.Plan?.['Plan Rows'];
  return typeof rows === 'number' ? rows : Number.POSITIVE_INFINITY;
}
