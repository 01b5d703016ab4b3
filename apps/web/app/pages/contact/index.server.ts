export { loader } from './api/loader.server.ts';
export { action } from './api/action.server.ts';
