-- drizzle-kit emits no CREATE EXTENSION: trigram search (Khmer substrings, brand names) needs pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
