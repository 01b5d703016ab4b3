export { profilePageLoader } from './api/loader.server.ts';
