export { unsubscribeAction } from './api/action.server.ts';
export { unsubscribeLoader } from './api/loader.server.ts';
