export { locationPageLoader } from './api/loader.server.ts';
