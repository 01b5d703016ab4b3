/** The accounts module's door (sign-up, sessions, users, the development outbox). */
export { registerAccounts } from './auth.module.ts';
export { listOutbox } from './auth.repository.ts';
export type { ConsoleWrite } from './auth.sender.ts';
export type { AuthContext } from './sessions.service.ts';
export type { UserRow } from './users.repository.ts';
