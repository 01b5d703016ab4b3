export { loader } from '~/pages/request-error/index.server.ts';
// The loader always throws to the root error boundary; this is never shown.
export { NotFoundPage as default } from '~/pages/not-found/index.ts';
