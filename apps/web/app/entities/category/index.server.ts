export { getCategories, getCategoryCounts } from './api/categories.server.ts';
