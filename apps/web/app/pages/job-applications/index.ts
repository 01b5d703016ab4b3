export { AppliedJobsPage } from './ui/applied-page.tsx';
export { ApplicationPage } from './ui/application-page.tsx';
export { MyJobsPage } from './ui/jobs-page.tsx';
export { ReceivedPage } from './ui/received-page.tsx';
export { loaderMeta as meta } from '~/shared/lib/page-meta.ts';
