export {
  notificationsAction as action,
  notificationsLoader as loader,
} from '~/pages/notifications/index.server.ts';
export { NotificationsPage as default, meta } from '~/pages/notifications/index.ts';
