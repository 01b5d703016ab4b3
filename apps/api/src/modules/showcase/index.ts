/** The showcase module's door (top ads, the home feed's counts). */
export { registerShowcase } from './showcase.module.ts';
