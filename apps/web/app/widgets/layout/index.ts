export { SiteLayout, isLayoutName, LAYOUTS } from './ui/site-layout.tsx';
export type { LayoutName } from './ui/site-layout.tsx';
