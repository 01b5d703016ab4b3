import { timestamp } from 'drizzle-orm/pg-core';

/** A `timestamp with time zone` column: every instant the database keeps is one. */
export const at = (name: string) => timestamp(name, { withTimezone: true });
