export { SegmentPage } from './ui/segment-page.tsx';
export { meta } from './ui/meta.ts';
