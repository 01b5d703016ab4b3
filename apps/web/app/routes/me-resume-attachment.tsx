export { resumeAttachmentLoader as loader } from '~/pages/resume/index.server.ts';
