export { headers, membersLoader, companiesLoader } from './api/loader.server.ts';
