/** The member's stores, asked once per request (issue 17). */
export { activeStoresOf, myStoresOf } from './api/my-stores.server.ts';
