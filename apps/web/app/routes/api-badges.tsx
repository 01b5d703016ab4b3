export { badgesLoader as loader } from '~/features/badges/index.server.ts';
