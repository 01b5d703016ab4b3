import type { Notification } from '@repo/domain';

/** A line of the notification centre: its catalog key and values, and where it leads. */
export interface NotificationLine {
  id: string;
  /** `notifications.kind.*`: the sentence in the page's language. */
  key: string;
  values: Record<string, string | number>;
  /** What the member reads under it (the message's start), or null. */
  detail: string | null;
  /** The page it opens, unprefixed. */
  href: string;
  read: boolean;
  createdAt: string;
}

/** Where a notification leads: the conversation, or the member's ads of that state. */
export function notificationHref(notification: Notification): string {
  switch (notification.kind) {
    case 'chat_message':
      return `/chats?id=${encodeURIComponent(notification.data.conversation_id)}`;
    case 'ad_expired':
      return '/me?status=expired';
    case 'ad_renewed':
    case 'ad_renew_failed':
      // Where the ad's renewal and its schedule are managed.
      return '/me?status=active';
    case 'store_invitation':
      // Invitations are answered on the account page (ADR 0043).
      return '/me';
    case 'job_application_new':
      // The poster's applications (ADR 0050).
      return `/me/job-applications?ad=${encodeURIComponent(notification.data.ad_id)}`;
    case 'job_application_status':
      return '/me/applied-jobs';
  }
}

/** The line for a notification (its sentence is written by the page, in its language). */
export function notificationLine(notification: Notification): NotificationLine {
  const base = {
    id: notification.id,
    href: notificationHref(notification),
    read: notification.read,
    createdAt: notification.created_at,
  };
  switch (notification.kind) {
    case 'chat_message':
      return {
        ...base,
        key: 'notifications.kind.chat_message',
        values: {
          name: notification.data.from,
          title: notification.data.ad_title,
          count: notification.data.count,
        },
        detail: notification.data.preview,
      };
    case 'ad_renew_failed':
      return {
        ...base,
        key: `notifications.kind.ad_renew_failed_${notification.data.reason}`,
        values: { title: notification.data.title },
        detail: null,
      };
    case 'store_invitation':
      return {
        ...base,
        key: `notifications.kind.store_invitation_${notification.data.role}`,
        values: { name: notification.data.from, store: notification.data.store_name },
        detail: null,
      };
    case 'job_application_new':
      return {
        ...base,
        key: 'notifications.kind.job_application_new',
        values: {
          name: notification.data.from,
          title: notification.data.title,
          count: notification.data.count,
        },
        detail: null,
      };
    case 'job_application_status':
      return {
        ...base,
        key: `notifications.kind.job_application_status_${notification.data.status}`,
        values: { title: notification.data.title },
        detail: null,
      };
    default:
      return {
        ...base,
        key: `notifications.kind.${notification.kind}`,
        values: { title: notification.data.title },
        detail: null,
      };
  }
}
