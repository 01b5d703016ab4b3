/** The notification module's door (the notification centre; ADR 0039). */
export { registerNotifications } from './notification.module.ts';
