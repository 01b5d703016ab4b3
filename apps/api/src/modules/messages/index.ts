/** The messages module's door (feedback, contact). */
export { registerMessages } from './messages.module.ts';
