export { getProvinces } from './api/locations.server.ts';
