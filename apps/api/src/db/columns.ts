import { customType, timestamp } from 'drizzle-orm/pg-core';

/** A `timestamp with time zone` column: every instant the database keeps is one. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** A `tsvector` column (full-text search; drizzle has no built-in type for it). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** `created_at` and `updated_at`, both set to now on insert. */
export const timestamps = {
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
};
