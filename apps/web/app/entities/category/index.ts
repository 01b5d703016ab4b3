export { buildCategoryTree } from './model/tree.ts';
export type { CategoryBranch } from './model/tree.ts';
