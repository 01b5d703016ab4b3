export { resumeAction as action, resumeLoader as loader } from '~/pages/resume/index.server.ts';
export { ResumePage as default, meta } from '~/pages/resume/index.ts';
