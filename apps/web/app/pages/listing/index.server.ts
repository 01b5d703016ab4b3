export { headers, allAdsLoader, searchResultLoader } from './api/loader.server.ts';
