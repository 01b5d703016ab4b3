/** The listing module's door (browse and search). */
export { categoryScopeOf } from './listing-fields.repository.ts';
export { registerListing } from './listing.module.ts';
export { placeOf, type ListingFilter } from './listing.repository.ts';
