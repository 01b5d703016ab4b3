export { action, loader } from '~/pages/feedback/index.server.ts';
export { FeedbackPage as default, meta } from '~/pages/feedback/index.ts';
