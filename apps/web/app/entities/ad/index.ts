export { adPath, adSlug } from './model/ad-path.ts';
export { photoSrcSet, renditionSize, thumbView, toPhotoView } from './model/photo.ts';
export type { ImageView, PhotoView } from './model/photo.ts';
export { adPriceText } from './model/price.ts';
export { toAdCardView } from './model/card.ts';
export type { AdCardView, TopAdsView } from './model/card.ts';
export { AdCard, useAdCardTitleId } from './ui/ad-card.tsx';
