CREATE TABLE "stores" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" bigint NOT NULL,
	"name" text NOT NULL,
	"username" text NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"logo_path" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_username_unique" UNIQUE("username"),
	CONSTRAINT "stores_username_lower_check" CHECK ("stores"."username" = lower("stores"."username")),
	CONSTRAINT "stores_status_check" CHECK ("stores"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stores_owner_idx" ON "stores" USING btree ("owner_id");--> statement-breakpoint
-- Hand-written (drizzle-kit writes no functions), ADR 0013: the folded names of members and
-- stores are generated columns (next migration) built with these. `search_fold` folds text
-- the way the domain's `normalizeSearchText` does (zero-width characters dropped, NFKC, lower
-- case, Latin accents dropped, coeng runs collapsed, subscript DA written as subscript TA,
-- Khmer digits made Latin, punctuation and spaces made one space), so names typed with or
-- without accents, in any case, in Khmer or Latin, meet the query's words.
CREATE FUNCTION "search_fold"(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN btrim(regexp_replace(
    translate(
      replace(
        regexp_replace(
          normalize(
            regexp_replace(
              normalize(lower(normalize(regexp_replace(value, '[\u00AD\u200B-\u200D\u2060\uFEFF]', '', 'g'), NFKC)), NFD),
              '[\u0300-\u036F]', '', 'g'),
            NFC),
          '\u17D2{2,}', chr(6098), 'g'),
        chr(6098) || chr(6026), chr(6098) || chr(6031)),
      '០១២៣៤៥៦៧៨៩', '0123456789'),
    '[\s!-/:-@\[-`{-~\u0080-\u00BF\u00D7\u00F7\u2000-\u206F\u2E00-\u2E7F\u3000-\u303F\u17D4-\u17D6\u17D8-\u17DB\u17DE-\u17DF\u17EA-\u17FF\u19E0-\u19FF]+',
    ' ', 'g'));--> statement-breakpoint
-- A store's searchable text: its name, username and keywords, folded (array_to_string is only
-- STABLE in general; for text[] it is immutable, so this may make a generated column).
CREATE FUNCTION "store_search_text"(name text, username text, keywords text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN search_fold(coalesce(name, '') || ' ' || coalesce(username, '') || ' ' || coalesce(array_to_string(keywords, ' '), ''));
