export { ResumePage } from './ui/resume-page.tsx';
export { ResumeViewPage } from './ui/resume-view.tsx';
export { loaderMeta as meta } from '~/shared/lib/page-meta.ts';
