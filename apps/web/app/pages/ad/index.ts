export { AdPage } from './ui/ad-page.tsx';
export { adMetaDescriptors } from './model/meta.ts';
export type { AdMeta } from './model/meta.ts';
export { shouldRevalidate } from './model/should-revalidate.ts';
