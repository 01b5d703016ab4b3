export { headers, loader } from './api/loader.server.ts';
