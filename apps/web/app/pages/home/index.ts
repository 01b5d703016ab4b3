export { HomePage } from './ui/home-page.tsx';
export { meta } from './ui/meta.ts';
