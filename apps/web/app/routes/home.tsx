export { headers, loader } from '~/pages/home/index.server.ts';
export { HomePage as default, meta } from '~/pages/home/index.ts';
