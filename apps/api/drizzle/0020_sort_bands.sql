-- Hand-written (drizzle-kit writes no functions or triggers): sort bands (ADR 0012, "Sort
-- bands"). An ad's search vector also holds the band of its price and of its hits, and its
-- category, as words no text has (search text holds letters and digits only); and
-- `search_word_bands` says in which bands each word (or category) has ads. A keyword listing
-- sorted by price or hits then reads its matches a band at a time, in the sort's order, asking
-- the search index only for the bands its words are in.
--
-- A value v falls in band floor(ln(v + 1) / ln(1.02)): each band is 2% wider than the one
-- below (0 to 1,163 for prices up to 10^10).
CREATE FUNCTION "ad_value_band"(v numeric) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT floor(ln(greatest(v, 0)::float8 + 1) / ln(1.02::float8))::integer $$;--> statement-breakpoint
CREATE FUNCTION "ad_sort_words"(price numeric, views integer, category_id integer)
  RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_tsvector(ARRAY[
    '#p' || "ad_value_band"(price),
    '#h' || "ad_value_band"(views),
    '#c' || category_id
  ]) $$;
