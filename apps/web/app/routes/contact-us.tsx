export { action, loader } from '~/pages/contact/index.server.ts';
export { ContactPage as default, meta } from '~/pages/contact/index.ts';
