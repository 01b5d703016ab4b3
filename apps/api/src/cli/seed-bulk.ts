import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { importGazetteer } from '../modules/locations/index.ts';
import { parseSeedBulkArgs, seedBulkAds } from '../modules/demo/index.ts';
import { seedReferenceData } from '../reference-data.ts';

const USAGE = `Adds N realistic ads (English and Khmer, every subcategory, every province, posted over the
last 60 days) and a few hundred sellers to the configured database, for load tests and benchmarks.

  pnpm --filter @repo/api seed:bulk --ads N [--seed S]

--ads: 1 to 10000000. --seed: the generator's seed (default 20261122); the same seed gives the same
ads, dated relative to now. Uses DATABASE_URL, else the PGlite DATA_DIR (stop the API first: PGlite
is one process's). Migrations and reference data are applied first; set GAZETTEER_DIR to import
districts and communes too. Running it again adds more ads (the sellers are reused).`;

const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
const parsed = parseSeedBulkArgs(argv);
if (!parsed.ok) {
  console.error(`seed:bulk: ${parsed.error}\n\n${USAGE}`);
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  await seedReferenceData(database.db);
  if (config.GAZETTEER_DIR) {
    await importGazetteer(database.db, config.GAZETTEER_DIR);
  }
  const { ads, seed } = parsed.args;
  console.log(`seed:bulk: ${ads} ads, seed ${seed}, on ${database.engine}`);
  const started = performance.now();
  const report = await seedBulkAds(database.db, {
    count: ads,
    seed,
    now: new Date(),
    ttlDays: config.AD_TTL_DAYS,
    onProgress: (done, total) => {
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `seed:bulk: ${done}/${total} ads in ${seconds.toFixed(1)} s (${Math.round(done / seconds)} rows/s)`,
      );
    },
  });
  console.log(
    `seed:bulk: done: ${report.ads} ads (${report.active} listed) by ${report.sellers} sellers; ` +
      `insert ${(report.insertMs / 1000).toFixed(1)} s (${Math.round(report.ads / (report.insertMs / 1000))} rows/s), ` +
      `VACUUM ANALYZE ${(report.analyzeMs / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.error(`seed:bulk: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
