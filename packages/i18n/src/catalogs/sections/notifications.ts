/** The notification centre (`/notifications`, issue 16, ADR 0039). */
export const notificationsEn = {
  title: 'Notifications',
  description: 'New messages and what happened to your ads on Psar.',
  unread_one: '{{shown}} unread notification',
  unread_other: '{{shown}} unread notifications',
  allCaughtUp: 'You are all caught up.',
  markAllRead: 'Mark all as read',
  allRead: 'All notifications are marked as read.',
  new: 'New:',
  empty:
    'Nothing here yet. Messages from buyers and sellers and news about your ads will show here.',
  browse: 'Browse ads',
  older: 'Older notifications',
  failed: 'That did not work. Please try again.',
  kind: {
    chat_message_one: '{{name}} sent you a message about “{{title}}”',
    chat_message_other: '{{name}} sent you {{count}} messages about “{{title}}”',
    ad_expired: 'Your ad “{{title}}” has expired. Repost it to show it again.',
    ad_renewed: 'Your ad “{{title}}” was renewed automatically and is at the top again.',
    ad_renew_failed_limit:
      'Your ad “{{title}}” was not renewed: you have used today’s renewals. It will try again at the next time you set.',
    ad_renew_failed_inactive: 'Your ad “{{title}}” was not renewed because it is not active.',
  },
};
