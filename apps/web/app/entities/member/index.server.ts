export { fetchPublicProfile } from './api/member.server.ts';
