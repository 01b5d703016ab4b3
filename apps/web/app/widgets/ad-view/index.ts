export { AdView } from './ui/ad-view.tsx';
export { adMetaDescriptors } from './model/meta.ts';
export type { AdMeta } from './model/meta.ts';
