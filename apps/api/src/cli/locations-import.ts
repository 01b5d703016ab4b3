import { resolve } from 'node:path';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { GazetteerError, importGazetteer } from '../modules/locations/index.ts';
import { seedReferenceData } from '../reference-data.ts';

/** `pnpm --filter @repo/api locations:import <dir>`: imports districts and communes from a gazetteer folder. */
const dir = process.argv[2];
if (!dir) {
  console.error('Usage: pnpm --filter @repo/api locations:import <gazetteer-folder>');
  console.error(
    'Example: pnpm --filter @repo/api locations:import ../../../shared/data/cambodia-gazetteer',
  );
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  await seedReferenceData(database.db);
  const folder = resolve(process.env.INIT_CWD ?? process.cwd(), dir);
  const report = await importGazetteer(database.db, folder);
  console.log(
    `Imported ${folder} into ${database.engine === 'pglite' ? config.DATA_DIR : 'PostgreSQL'}: ${report.inserted} new, ${report.updated} updated, ${report.unchanged} unchanged.`,
  );
  console.log(
    `Now: ${report.totals.province ?? 0} provinces, ${report.totals.district ?? 0} districts, ${report.totals.commune ?? 0} communes.`,
  );
} catch (error) {
  console.error(error instanceof GazetteerError ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
