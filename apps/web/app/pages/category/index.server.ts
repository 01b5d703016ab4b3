export { categoryPageLoader } from './api/loader.server.ts';
