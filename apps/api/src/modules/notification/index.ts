/** The notification module's door (the notification centre; ADR 0039). */
export { registerNotifications } from './notification.module.ts';
// The demo marketplace's events are stored as the app's are, before the app exists.
export { createNotificationService } from './notification.service.ts';
