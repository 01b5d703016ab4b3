export {
  appliedJobsAction as action,
  appliedJobsLoader as loader,
} from '~/pages/job-applications/index.server.ts';
export { AppliedJobsPage as default, meta } from '~/pages/job-applications/index.ts';
