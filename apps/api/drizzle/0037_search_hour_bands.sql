-- Hand-written (drizzle-kit writes no functions): a date sort's bands are hours (ADR 0052,
-- fourth session). An ad's search vector held the UTC day of its renewal and posting (`#r`,
-- `#n`, migration 0020); a keyword read in date order (the latest sort, and each window of
-- relevance order) asked the search index for its words' ads one day at a time. The index's
-- work for such a question grows with the band's ads, and the recent days, the ones read first,
-- are the fullest: 46,000 ads on the last day of a million, 13 ms for ផ្ទះ ("house") alone.
-- The vector now holds the UTC hour instead (`ad_hour`): `#rh`, `#nh`. `search_word_bands`
-- still says which days a word has ads in (`#r`, `#n`: its rows stay as they are, 24 times
-- fewer than hours); a day found there is read an hour or a few at a time.
CREATE FUNCTION "ad_hour"(at timestamptz) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT floor(extract(epoch FROM (at - '1970-01-01 00:00:00+00'::timestamptz)) / 3600)::integer $$;--> statement-breakpoint
ALTER TABLE "ads" DROP COLUMN "search_vector";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ad_sort_words"(price numeric, views integer, renewed_at timestamptz, posted_at timestamptz, category_id integer)
  RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_tsvector(ARRAY[
    '#p' || "ad_value_band"(price),
    '#h' || "ad_value_band"(views),
    '#rh' || "ad_hour"(renewed_at),
    '#nh' || "ad_hour"(posted_at),
    '#c' || category_id
  ]) $$;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_tokens) || ad_sort_words(price, views, renewed_at, posted_at, category_id) || ad_title_words(search_title_tokens)) STORED;--> statement-breakpoint
CREATE INDEX "ads_search_vector_idx" ON "ads" USING gin ("search_vector");--> statement-breakpoint
-- Keyword plans are chosen from the new column's statistics (`keywordPlan`, `countPlan`).
ANALYZE "ads";
--> statement-breakpoint
-- The word bands' rows are written in one order (ORDER BY): two ads written at once that both
-- bring the same new (word, band) rows (a new day, a new word) waited on each other's in
-- opposite orders and deadlocked (seen when the bulk seed wrote two transactions at once).
-- Otherwise as migration 0022 wrote it.
CREATE OR REPLACE FUNCTION "search_word_bands_from_ad"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND NEW."search_tokens" = OLD."search_tokens"
    AND NEW."category_id" = OLD."category_id"
    AND "ad_value_band"(NEW."price") = "ad_value_band"(OLD."price")
    AND "ad_value_band"(NEW."views") = "ad_value_band"(OLD."views")
    AND "ad_day"(NEW."renewed_at") = "ad_day"(OLD."renewed_at")
    AND "ad_day"(NEW."posted_at") = "ad_day"(OLD."posted_at") THEN
    RETURN NEW;
  END IF;
  INSERT INTO "search_word_bands" ("word", "band")
  SELECT DISTINCT w, b
  FROM unnest(string_to_array(NEW."search_tokens", ' ') || ('#c' || NEW."category_id")) AS w,
    unnest(ARRAY['#p' || "ad_value_band"(NEW."price"), '#h' || "ad_value_band"(NEW."views"),
      '#r' || "ad_day"(NEW."renewed_at"), '#n' || "ad_day"(NEW."posted_at")]) AS b
  WHERE w <> ''
  ORDER BY w, b
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END;
$$;
