export { getCategories } from './api/categories.server.ts';
