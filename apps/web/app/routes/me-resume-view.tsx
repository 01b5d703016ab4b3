export { resumeViewLoader as loader } from '~/pages/resume/index.server.ts';
export { ResumeViewPage as default, meta } from '~/pages/resume/index.ts';
