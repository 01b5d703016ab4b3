export { myJobsLoader as loader } from '~/pages/job-applications/index.server.ts';
export { MyJobsPage as default, meta } from '~/pages/job-applications/index.ts';
