export { getChildLocations, getProvinces } from './api/locations.server.ts';
export { getLocationWithFamily } from './api/location.server.ts';
export type { LocationWithFamily } from './api/location.server.ts';
export { placesLoader } from './api/places-loader.server.ts';
export { placeListsFor, placeListsForForm, placesIn } from './api/place-lists.server.ts';
