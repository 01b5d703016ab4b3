export { createStoreAction, createStoreLoader } from './api/create.server.ts';
export { storeOverviewLoader } from './api/overview.server.ts';
