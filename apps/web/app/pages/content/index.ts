export { ContentPage } from './ui/content-page.tsx';
export { meta } from './ui/meta.ts';
