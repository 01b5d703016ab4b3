/** The stores module's door (issue 17, ADR 0043). */
export { registerStores } from './stores.module.ts';
export { activeRoleIn } from './stores.repository.ts';
