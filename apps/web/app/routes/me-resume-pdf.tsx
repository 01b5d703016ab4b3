export { resumePdfLoader as loader } from '~/pages/resume/index.server.ts';
