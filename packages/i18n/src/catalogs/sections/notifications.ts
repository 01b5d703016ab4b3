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
  /** `/me/settings`: the unread-message email (ADR 0041). */
  email: {
    heading: 'Email about messages',
    label: 'Email me about unread messages',
    hint: 'When a message waits unread for a while, we send you one email about it. Never more than one per conversation until you read it.',
    to: 'Emails go to {{email}}.',
    noEmail:
      'Your account has no email address, so we cannot email you. You still see every message in Chats and Notifications.',
    save: 'Save',
    savedOn: 'Saved: we will email you about unread messages.',
    savedOff: 'Saved: we will not email you about unread messages.',
    failed: 'Your email setting was not saved. Please try again.',
    unavailable: 'Your email setting cannot be shown right now. Please try again later.',
  },
  /** `/unsubscribe?token=…`: the link of an unread-message email (ADR 0041). */
  unsubscribe: {
    title: 'Stop emails about unread messages',
    description:
      'Press the button and Psar will stop emailing you when messages wait unread. Your messages and notifications stay on Psar.',
    submit: 'Stop these emails',
    done: 'Done. You will not get emails about unread messages any more.',
    doneHint: 'Changed your mind? You can turn them on again in your account settings.',
    settings: 'Account settings',
    invalid:
      'This unsubscribe link is not valid. It may have been cut short: open the whole link from the email, or change the setting in your account settings.',
    failed: 'That did not work. Please try again in a moment.',
  },
  kind: {
    chat_message_one: '{{name}} sent you a message about “{{title}}”',
    chat_message_other: '{{name}} sent you {{count}} messages about “{{title}}”',
    ad_expired: 'Your ad “{{title}}” has expired. Repost it to show it again.',
    ad_renewed: 'Your ad “{{title}}” was renewed automatically and is at the top again.',
    store_invitation_staff:
      '{{name}} invited you to join the store “{{store}}”. Answer on your account page.',
    store_invitation_manager:
      '{{name}} invited you to manage the store “{{store}}”. Answer on your account page.',
    ad_renew_failed_limit:
      'Your ad “{{title}}” was not renewed: you have used today’s renewals. It will try again at the next time you set.',
    ad_renew_failed_inactive: 'Your ad “{{title}}” was not renewed because it is not active.',
    job_application_new_one: '{{name}} applied for your job “{{title}}”',
    job_application_new_other:
      '{{count}} new applications for your job “{{title}}”, the latest from {{name}}',
    job_application_status_viewed: 'Your application for “{{title}}” was opened by the employer.',
    job_application_status_hired: 'Good news: you were accepted for “{{title}}”.',
    job_application_status_rejected: 'Your application for “{{title}}” was not accepted this time.',
  },
};
