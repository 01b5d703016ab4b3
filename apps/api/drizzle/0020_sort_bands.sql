-- Hand-written (drizzle-kit writes no functions): sort bands (ADR 0012, "Sort bands"). An ad's
-- search vector also holds the bands of its price, hits, renewal and posting dates, and its
-- category, as words no text has (search text holds letters and digits only); and
-- `search_word_bands` (migration 0022) says in which bands each word (or category) has ads. A
-- keyword listing then reads its matches a band at a time, in the sort's order, asking the
-- search index only for the bands its words are in.
--
-- A value v falls in band floor(ln(v + 1) / ln(1.02)): each band is 2% wider than the one
-- below (0 to 1,163 for prices up to 10^10). A date falls in its UTC day (days since 1970).
CREATE FUNCTION "ad_value_band"(v numeric) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT floor(ln(greatest(v, 0)::float8 + 1) / ln(1.02::float8))::integer $$;--> statement-breakpoint
CREATE FUNCTION "ad_day"(at timestamptz) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT floor(extract(epoch FROM (at - '1970-01-01 00:00:00+00'::timestamptz)) / 86400)::integer $$;--> statement-breakpoint
CREATE FUNCTION "ad_sort_words"(price numeric, views integer, renewed_at timestamptz, posted_at timestamptz, category_id integer)
  RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_tsvector(ARRAY[
    '#p' || "ad_value_band"(price),
    '#h' || "ad_value_band"(views),
    '#r' || "ad_day"(renewed_at),
    '#n' || "ad_day"(posted_at),
    '#c' || category_id
  ]) $$;
