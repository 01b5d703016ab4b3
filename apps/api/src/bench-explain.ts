import type pg from 'pg';
import { openDatabase } from './db/client.ts';
import { createListingService } from './modules/listing/index.ts';

/**
 * The plans of the queries one listing request makes (`EXPLAIN (ANALYZE, BUFFERS)` of each
 * select, with its parameters), on the PostgreSQL database at `url`: the search bench prints
 * them for the slowest kind of each run (issue 21). The request is made once to warm the
 * caches and once while its queries are recorded; each recorded select is then explained.
 */
export async function explainListing(
  url: string,
  query: Record<string, string>,
): Promise<{ query: string; plan: string }[]> {
  const recorded: { query: string; params: unknown[] }[] = [];
  let recording = false;
  const database = await openDatabase({
    url,
    poolSize: 1,
    logQuery: (text, params) => {
      if (recording) recorded.push({ query: text, params });
    },
  });
  try {
    const listing = createListingService({
      db: database.db,
      now: Date.now,
      mediaBaseUrl: 'http://127.0.0.1/media',
    });
    await listing.list(query, null);
    recording = true;
    await listing.list(query, null);
    recording = false;
    const plans: { query: string; plan: string }[] = [];
    for (const { query: text, params } of recorded) {
      if (!/^\s*(select|with)\b/i.test(text) || /^\s*explain\b/i.test(text)) continue;
      // `$1`… stay placeholders: the parameters are bound as the API binds them.
      const client = (database.db as unknown as { $client: pg.Pool }).$client;
      const result = await client.query<Record<string, string>>(
        `explain (analyze, buffers) ${text}`,
        params,
      );
      plans.push({ query: text, plan: result.rows.map((row) => Object.values(row)[0]).join('\n') });
    }
    return plans;
  } finally {
    await database.close();
  }
}
