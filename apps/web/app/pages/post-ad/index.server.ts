export { postAdLoader } from './api/loader.server.ts';
export { postAdAction } from './api/action.server.ts';
export type { PostAdActionData } from './api/action.server.ts';
