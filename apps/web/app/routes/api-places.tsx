export { placesLoader as loader } from '~/entities/location/index.server.ts';
