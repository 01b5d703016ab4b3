export { loader } from './api/loader.server.ts';
