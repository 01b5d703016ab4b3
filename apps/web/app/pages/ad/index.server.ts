export { adPageLoader } from './api/loader.server.ts';
export { adPageAction } from './api/action.server.ts';
export type { AdViewData } from './api/loader.server.ts';
