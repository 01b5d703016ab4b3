export { action, headers, loader } from '~/pages/segment/index.server.ts';
export { SegmentPage as default, meta, shouldRevalidate } from '~/pages/segment/index.ts';
