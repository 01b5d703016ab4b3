export { sentAttachmentLoader as loader } from '~/pages/job-applications/index.server.ts';
