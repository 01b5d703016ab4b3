import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/** Route rules the web app consults before every navigation (old URLs, campaigns, partners). */
export const routeRules = pgTable('route_rules', {
  fromPath: text('from_path').primaryKey(),
  toTarget: text('to_target').notNull(),
  permanent: boolean('permanent').notNull().default(false),
  allowExternal: boolean('allow_external').notNull().default(false),
  ...timestamps,
});
