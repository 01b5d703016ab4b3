/** The demo marketplace's door: seeding a fresh embedded database and bulk data for benchmarks. */
export { parseSeedBulkArgs } from './bulk-seed-args.ts';
export { seedBulkAds } from './bulk-seed.ts';
export { attachDemoPhotos } from './demo-photos.ts';
export { DEMO_USERNAME_PREFIX, seedDemoAds } from './demo-seed.ts';
export { DEMO_SEEKER_PREFIX, seedDemoJobs } from './demo-jobs.ts';
