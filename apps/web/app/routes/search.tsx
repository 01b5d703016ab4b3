export { loader } from '~/pages/search/index.server.ts';
export { SearchPage as default, meta } from '~/pages/search/index.ts';
