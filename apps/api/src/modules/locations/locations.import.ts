import type { Db } from '../../db/client.ts';
import { locations } from '../../db/schema.ts';
import { readGazetteer, type GazetteerLocation } from './gazetteer.ts';
import {
  countByType,
  releaseSlugs,
  upsertLocations,
  type LocationRow,
} from './locations.repository.ts';

export interface ImportReport {
  inserted: number;
  updated: number;
  unchanged: number;
  /** Rows per level after the import. */
  totals: Record<string, number>;
}

const FIELDS = ['slug', 'parentId', 'type', 'nameEn', 'nameKm', 'lat', 'lng'] as const;

function differs(row: GazetteerLocation, existing: LocationRow): boolean {
  return FIELDS.some((field) => row[field] !== existing[field]);
}

/**
 * Imports a gazetteer folder: new places are inserted, changed ones updated, the
 * rest left alone, all in one transaction. Importing the same folder twice changes
 * nothing the second time.
 */
export async function importGazetteer(db: Db, dir: string): Promise<ImportReport> {
  const rows = await readGazetteer(dir);
  const report = await db.transaction(async (tx) => {
    const existing = new Map((await tx.select().from(locations)).map((row) => [row.id, row]));
    const slugOwner = new Map([...existing.values()].map((row) => [row.slug, row.id]));
    const changed = rows.filter((row) => {
      const current = existing.get(row.id);
      return !current || differs(row, current);
    });
    const inserted = changed.filter((row) => !existing.has(row.id)).length;
    const conflicts = changed.filter((row) => {
      const owner = slugOwner.get(row.slug);
      return owner !== undefined && owner !== row.id;
    });
    await releaseSlugs(tx as unknown as Db, conflicts);
    await upsertLocations(tx as unknown as Db, changed);
    return {
      inserted,
      updated: changed.length - inserted,
      unchanged: rows.length - changed.length,
    };
  });
  return { ...report, totals: await countByType(db) };
}
