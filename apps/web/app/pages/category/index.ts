export { CategoryPage } from './ui/category-page.tsx';
export { categoryPageMeta } from './ui/meta.ts';
