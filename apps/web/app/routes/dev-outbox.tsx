export { loader } from '~/pages/dev-outbox/index.server.ts';
export { DevOutboxPage as default, meta } from '~/pages/dev-outbox/index.ts';
