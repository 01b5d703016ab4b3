/** The directory module's door (member and company search). */
export { registerDirectory } from './directory.module.ts';
