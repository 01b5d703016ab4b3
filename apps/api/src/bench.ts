/**
 * What the benchmarks in `tooling/bench` may use of the API (`@repo/api/bench`): opening a
 * database, the reference data, bulk ads and the photo renditions. They measure these parts
 * directly; everything else they reach over HTTP, as a client would.
 */
export { openDatabase } from './db/client.ts';
export { seedBulkAds } from './modules/demo/index.ts';
export { importGazetteer } from './modules/locations/index.ts';
export { renderRenditions } from './modules/photos/index.ts';
export { seedReferenceData } from './reference-data.ts';
// Raw SQL for a benchmark's own set-up (e.g. a store's ads in store-listing.bench.ts).
export { sql } from 'drizzle-orm';
// The whole app's types (with its Fastify declarations) for a program that compiles only this file.
export type { AppOptions } from './app.ts';
