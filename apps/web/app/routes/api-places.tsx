export { placesLoader as loader } from '~/pages/post-ad/index.server.ts';
