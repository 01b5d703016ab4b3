/** The listing module's door (browse and search). */
export { categoryScopeOf } from './listing-fields.repository.ts';
export { type ListingFilter } from './listing-filter.ts';
export { placeOf } from './listing-lookups.ts';
export { registerListing } from './listing.module.ts';
// The search bench asks the service itself for the plans of a listing's queries.
export { createListingService } from './listing.service.ts';
