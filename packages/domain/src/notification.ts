import { z } from 'zod';

/**
 * The notification centre (issue 16; spec §2 `/notifications`, fields not shown: ADR 0039).
 * A notification is one event a member should know of. While it is unread, another event about
 * the same thing (a conversation, an ad) brings it up to date instead of adding a row: a busy
 * conversation is one line, with how many messages came.
 */
export const NOTIFICATION_KINDS = [
  'chat_message',
  'ad_expired',
  'ad_renewed',
  'ad_renew_failed',
  'store_invitation',
  'job_application_new',
  'job_application_status',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_LIMITS = {
  /** Notifications on one page of the centre. */
  page: 20,
  /** The unread count stops here (the page says "99+"). */
  unreadMax: 99,
  /** Characters of a message kept as the notification's preview. */
  previewMax: 140,
} as const;

const base = {
  id: z.string(),
  created_at: z.string(),
  read: z.boolean(),
};

/** What each kind carries: enough to write its line in either language and link to it. */
export const notificationSchema = z.discriminatedUnion('kind', [
  z.object({
    ...base,
    kind: z.literal('chat_message'),
    data: z.object({
      conversation_id: z.string(),
      from: z.string(),
      ad_title: z.string(),
      preview: z.string(),
      /** Messages since the member last read this conversation's notification. */
      count: z.number().int().min(1),
    }),
  }),
  z.object({
    ...base,
    kind: z.enum(['ad_expired', 'ad_renewed']),
    data: z.object({ ad_id: z.string(), title: z.string() }),
  }),
  z.object({
    ...base,
    kind: z.literal('ad_renew_failed'),
    data: z.object({
      ad_id: z.string(),
      title: z.string(),
      /** The day's renewals were used up, or the ad was not active at its slot. */
      reason: z.enum(['limit', 'inactive']),
    }),
  }),
  z.object({
    ...base,
    kind: z.literal('store_invitation'),
    /** An invitation to a store (issue 17), answered on `/me`; read once answered. */
    data: z.object({
      store_id: z.string(),
      store_name: z.string(),
      from: z.string(),
      role: z.enum(['manager', 'staff']),
    }),
  }),
  z.object({
    ...base,
    kind: z.literal('job_application_new'),
    /** New applications to a job ad (ADR 0050), one line a job while unread. */
    data: z.object({
      ad_id: z.string(),
      application_id: z.string(),
      title: z.string(),
      /** The latest applicant's name. */
      from: z.string(),
      /** Applications since the line was last read. */
      count: z.number().int().min(1),
    }),
  }),
  z.object({
    ...base,
    kind: z.literal('job_application_status'),
    /** Where the applicant's application stands (ADR 0050): opened, hired or rejected. */
    data: z.object({
      ad_id: z.string(),
      application_id: z.string(),
      title: z.string(),
      status: z.enum(['viewed', 'hired', 'rejected']),
    }),
  }),
]);
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsPageSchema = z.object({
  items: z.array(notificationSchema),
  next_cursor: z.string().nullable(),
  /** Unread notifications, at most `NOTIFICATION_LIMITS.unreadMax`. */
  unread: z.number().int().min(0),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

export const notificationsResponseSchema = z.object({ data: notificationsPageSchema });

/** Marks one notification read (`id`), or all of them (no id). */
export const notificationsReadInputSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/, 'validation.invalid')
    .optional(),
});
export const notificationsReadResponseSchema = z.object({
  data: z.object({ unread: z.number().int().min(0) }),
});
