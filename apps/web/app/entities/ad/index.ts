export { adPath, adSlug } from './model/ad-path.ts';
