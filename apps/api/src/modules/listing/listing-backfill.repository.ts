import { SEARCH_TEXT_VERSION } from '@repo/domain';
import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ads } from '../../db/schema.ts';
import { searchColumns } from '../ads/index.ts';

/**
 * Writes the search text of ads that have none (rows from before ADR 0012) or that an older
 * SEARCH_TEXT_VERSION wrote, a batch at a time, at start-up (`registerListing`). Answers how
 * many rows it wrote.
 */
export async function backfillSearchText(db: Db, batch = 500): Promise<number> {
  let afterId = 0;
  let written = 0;
  for (;;) {
    const rows = await adsWithoutSearchText(db, afterId, batch);
    if (rows.length === 0) return written;
    for (const row of rows) {
      await writeSearchText(db, row);
    }
    written += rows.length;
    afterId = rows.at(-1)!.id;
  }
}

/**
 * Ads whose search text was never written (rows from before ADR 0012) or was written by an
 * older SEARCH_TEXT_VERSION, by id, from `afterId`.
 */
function adsWithoutSearchText(db: Db, afterId: number, limit: number) {
  return db
    .select({ id: ads.id, title: ads.title, description: ads.description })
    .from(ads)
    .where(
      and(
        or(eq(ads.searchTitle, ''), lt(ads.searchVersion, SEARCH_TEXT_VERSION)),
        gt(ads.id, afterId),
      ),
    )
    .orderBy(ads.id)
    .limit(limit);
}

/** Writes an ad's search text (ADR 0012) from its title and description. */
async function writeSearchText(
  db: Db,
  ad: { id: number; title: string; description: string },
): Promise<void> {
  await db.update(ads).set(searchColumns(ad)).where(eq(ads.id, ad.id));
}
