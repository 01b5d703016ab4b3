/** The locations module's door (the gazetteer's provinces, districts and communes). */
export { GazetteerError } from './gazetteer.ts';
// An address's places checked against the gazetteer (the ad, branch and resume forms).
export { addressIssues } from './locations.address.ts';
export { importGazetteer } from './locations.import.ts';
export { registerLocations } from './locations.module.ts';
export { countByType } from './locations.repository.ts';
export { seedProvinces } from './locations.seed.ts';
