import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Feedback and contact messages from visitors (web forms /feedback and /contact-us). */
export const visitorMessages = pgTable(
  'visitor_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    subject: text('subject'),
    message: text('message').notNull(),
    page: text('page'),
    locale: text('locale'),
    deviceId: text('device_id').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('visitor_messages_device_idx').on(t.deviceId, t.createdAt),
    index('visitor_messages_ip_idx').on(t.ip, t.createdAt),
    check('visitor_messages_kind_check', sql`${t.kind} in ('feedback', 'contact')`),
  ],
);
