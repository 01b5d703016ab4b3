export { allAdsLoader as loader, headers } from '~/pages/listing/index.server.ts';
export { ListingPage as default, meta } from '~/pages/listing/index.ts';
