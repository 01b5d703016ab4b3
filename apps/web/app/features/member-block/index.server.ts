export { blockMemberAction } from './api/block.server.ts';
