export {
  appliedJobsAction,
  appliedJobsLoader,
  sentAttachmentLoader,
} from './api/applied.server.ts';
export { myJobsLoader } from './api/jobs.server.ts';
export {
  applicationAction,
  applicationLoader,
  receivedAttachmentLoader,
  receivedLoader,
} from './api/received.server.ts';
