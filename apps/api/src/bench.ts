/**
 * What the benchmarks in `tooling/bench` may use of the API (`@repo/api/bench`): opening a
 * database, the reference data, bulk ads, the photo renditions and the stores' watermark job.
 * They measure these parts directly; everything else they reach over HTTP, as a client would.
 */
// drizzle's `sql`, for a bench that writes its own rows through `openDatabase`'s `db` (the
// watermark's photos, a store's ads in store-listing.bench.ts).
export { sql } from 'drizzle-orm';
export { openDatabase } from './db/client.ts';
// The plans of a listing's queries, for the search bench's slowest kind (issue 21).
export { explainListing } from './bench-explain.ts';
export { seedBulkAds } from './modules/demo/index.ts';
export { importGazetteer } from './modules/locations/index.ts';
export {
  createPhotoStorage,
  createStoreWatermarks,
  renderRenditions,
} from './modules/photos/index.ts';
export { seedReferenceData } from './reference-data.ts';
// The whole app's types (with its Fastify declarations) for a program that compiles only this file.
export type { AppOptions } from './app.ts';
