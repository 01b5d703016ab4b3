export {
  applicationAction as action,
  applicationLoader as loader,
} from '~/pages/job-applications/index.server.ts';
export { ApplicationPage as default, meta } from '~/pages/job-applications/index.ts';
