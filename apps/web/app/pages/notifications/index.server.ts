export { notificationsAction } from './api/action.server.ts';
export { notificationsLoader } from './api/loader.server.ts';
export type { NotificationsData } from './api/loader.server.ts';
