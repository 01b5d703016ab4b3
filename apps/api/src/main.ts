import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';
import { openDatabase, type Db } from './db/client.ts';
import { createPostgresRateLimiter } from './lib/rate-limiter.ts';
import { attachDemoPhotos, seedDemoAds, seedDemoJobs } from './modules/demo/index.ts';
import { setAdPhotos, createPhotoService, createPhotoStorage } from './modules/photos/index.ts';
import { importGazetteer, countByType } from './modules/locations/index.ts';
import { appendAlbumPhotos } from './modules/stores/index.ts';
import { seedReferenceData } from './reference-data.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
await seedReferenceData(database.db);
if (config.GAZETTEER_DIR) {
  const report = await importGazetteer(database.db, config.GAZETTEER_DIR);
  console.log(
    `[api] gazetteer: ${report.inserted} new, ${report.updated} updated, ${report.unchanged} unchanged`,
  );
}

if ((await countByType(database.db)).district === undefined) {
  console.warn(
    '[api] No districts or communes: set GAZETTEER_DIR to a Cambodian gazetteer folder (or run ' +
      '`pnpm --filter @repo/api locations:import <dir>`). Until then only the 25 provinces exist.',
  );
}

// Demo ads go only into a fresh embedded database, never into a PostgreSQL server's.
if (config.DEMO_ADS > 0 && database.engine !== 'pglite')
  console.log('[api] demo marketplace: not seeded (DATABASE_URL is set; demo ads are for PGlite)');
const demoNow = new Date();
const demo = await seedDemoAds(database.db, {
  count: database.engine === 'pglite' ? config.DEMO_ADS : 0,
  now: demoNow,
  ttlDays: config.AD_TTL_DAYS,
});
/** Where the demo's photos (and the job side's files, of which it sends none) are kept. */
const demoStorage = demo.skipped ? null : createPhotoStorage(config);
if (demoStorage) {
  console.log(`[api] demo marketplace: ${demo.ads.length} ads seeded (DEMO_ADS=0 turns it off)`);
  // The job side (issue 18): seekers' resumes and applications to the demo job ads.
  const jobs = await seedDemoJobs(database.db, {
    now: demoNow,
    storage: demoStorage,
    log: (message) => console.warn(`[api] ${message}`),
  });
  if (!jobs.skipped)
    console.log(
      `[api] demo marketplace: ${jobs.resumes} resumes, ${jobs.applications} job applications`,
    );
}

// Said once at start-up: where codes go when no real sender is configured.
const printed = [
  config.SMS_TRANSPORT === 'console' ? 'SMS' : '',
  config.EMAIL_TRANSPORT === 'console' ? 'email' : '',
].filter(Boolean);
if (printed.length > 0) {
  console.warn(
    `[api] No ${printed.join(' or ')} sender is configured: sign-up and password-reset codes ` +
      `meant for ${printed.join(' and ')} are printed here, on this console, and nowhere else ` +
      '(set SMS_TRANSPORT=http with SMS_URL, EMAIL_TRANSPORT=smtp with SMTP_URL to send them).',
  );
}
for (const [name, transport] of [
  ['EMAIL_TRANSPORT', config.EMAIL_TRANSPORT],
  ['SMS_TRANSPORT', config.SMS_TRANSPORT],
] as const) {
  if (transport === 'off') {
    console.warn(
      `[api] ${name} is off: no codes are sent that way (sign-up and password reset answer 503).`,
    );
  }
}
if (config.DEV_ROUTES) {
  console.warn(
    '[api] DEV_ROUTES is on: codes are kept in the outbox (GET /dev/outbox, loopback only). Never on a server.',
  );
}
if (config.NODE_ENV === 'production') {
  if (!config.GOOGLE_CLIENT_ID) {
    console.warn('[api] GOOGLE_CLIENT_ID is not set: Google sign-in answers 503.');
  }
}

const app = await buildApp({ config, database });
const address = await app.listen({ host: config.API_HOST, port: config.API_PORT });
console.log(
  `[api] ${database.engine} database ready; listening on ${address} (OpenAPI at ${address}/docs)`,
);

if (demoStorage) {
  // The demo ads' and store albums' photos are made in the background: the marketplace is
  // usable at once.
  const photos = createPhotoService({
    db: database.db,
    storage: demoStorage,
    limiter: createPostgresRateLimiter(database.db, Date.now),
    now: Date.now,
    mediaBaseUrl: config.MEDIA_BASE_URL,
    uploadsPerHour: config.PHOTO_UPLOADS_PER_HOUR,
  });
  // The ads' photos first (they are most of the marketplace), then the store albums'.
  const makePhotos = async () =>
    (await attachDemoPhotos(demo.ads, photos.save, ({ adId, userId }, photoIds) =>
      database.db.transaction((tx) => setAdPhotos(tx as unknown as Db, { adId, userId, photoIds })),
    )) +
    (await attachDemoPhotos(demo.albums, photos.save, ({ storeId, albumId }, photoIds) =>
      appendAlbumPhotos(database.db, { storeId, albumId, photoIds, at: new Date() }),
    ));
  makePhotos().then(
    (made) => console.log(`[api] demo marketplace: ${made} photos made`),
    (error: unknown) => console.warn('[api] demo photos failed', error),
  );
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await database.close();
    process.exit(0);
  });
}
