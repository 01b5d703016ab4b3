export { contentLoader } from './api/loader.server.ts';
export type { ContentKey } from './api/loader.server.ts';
