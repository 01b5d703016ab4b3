import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { seedReferenceData } from '../reference-data.ts';

/** Applies migrations and the built-in reference data without starting the server. */
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  const seeded = await seedReferenceData(database.db);
  console.log(
    `Reference data applied: ${seeded.categories} categories, ${seeded.provinces} provinces.`,
  );
} finally {
  await database.close();
}
