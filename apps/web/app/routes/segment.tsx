export { loader } from '~/pages/segment/index.server.ts';
export { SegmentPage as default, meta } from '~/pages/segment/index.ts';
