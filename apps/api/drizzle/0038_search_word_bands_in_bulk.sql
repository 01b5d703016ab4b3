-- Hand-written (drizzle-kit writes no functions): the (word, band) pairs of an ad, as
-- `search_word_bands` lists them (migration 0022), in one function that the ads' trigger and a
-- bulk writer both call. The trigger writes each new ad's pairs, a word and four bands each
-- (a hundred ON CONFLICT probes an ad): about half of the bulk seed's time per ad (0.85 s for
-- 2,000 ads without it, 1.5-2.4 s with it at a million ads; issue 21). A writer of many ads in
-- one transaction may set `psar.word_bands_by_writer` (transaction-local) and write the
-- pairs of all its ads at once, each distinct pair probed once (`seedBulkAds`).
CREATE FUNCTION "ad_word_bands"(search_tokens text, category_id integer, price numeric, views integer, renewed_at timestamptz, posted_at timestamptz)
  RETURNS TABLE ("word" text, "band" text) LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT w, b
  FROM unnest(string_to_array(search_tokens, ' ') || ('#c' || category_id)) AS w,
    unnest(ARRAY['#p' || "ad_value_band"(price), '#h' || "ad_value_band"(views),
      '#r' || "ad_day"(renewed_at), '#n' || "ad_day"(posted_at)]) AS b
  WHERE w <> '' $$;--> statement-breakpoint
-- As migration 0037 wrote it (one order, ORDER BY: no deadlock between two writers), its pairs
-- from `ad_word_bands`, and none written when the transaction's writer writes them itself.
CREATE OR REPLACE FUNCTION "search_word_bands_from_ad"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('psar.word_bands_by_writer', true) = 'on' THEN
    RETURN NEW;
  END IF;
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
  SELECT DISTINCT p."word", p."band"
  FROM "ad_word_bands"(NEW."search_tokens", NEW."category_id", NEW."price", NEW."views",
    NEW."renewed_at", NEW."posted_at") AS p
  ORDER BY p."word", p."band"
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END;
$$;
