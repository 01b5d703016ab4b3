export { loader } from '~/pages/not-found/index.server.ts';
export { NotFoundPage as default } from '~/pages/not-found/index.ts';
