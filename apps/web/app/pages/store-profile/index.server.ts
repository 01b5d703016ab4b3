export { loadStorePage } from './api/loader.server.ts';
