export { SegmentPage } from './ui/segment-page.tsx';
export { meta } from './ui/meta.ts';
export { shouldRevalidate } from './model/should-revalidate.ts';
