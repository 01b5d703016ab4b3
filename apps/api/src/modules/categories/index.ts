/** The categories module's door. */
export { registerCategories } from './categories.module.ts';
export { seedCategories } from './categories.seed.ts';
