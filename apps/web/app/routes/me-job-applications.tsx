export { receivedLoader as loader } from '~/pages/job-applications/index.server.ts';
export { ReceivedPage as default, meta } from '~/pages/job-applications/index.ts';
