-- Hand-written (drizzle-kit writes no functions): the (word, band) pairs of an ad, as
-- `search_word_bands` lists them (migration 0022), and its words as `search_words` lists them
-- (migrations 0010, 0036), each in one function that the ads' trigger and a bulk writer both
-- call. The triggers write each new ad's rows, a word and four bands each (a hundred ON
-- CONFLICT probes an ad) and its words: about half of the bulk seed's time per ad (0.85 s for
-- 2,000 ads without the bands, 1.5-2.4 s with them at a million ads; issue 21). A writer of
-- many ads in one transaction may set `psar.word_bands_by_writer` (transaction-local) and
-- write the rows of all its ads at once, each distinct row probed once (`seedBulkAds`).
CREATE FUNCTION "ad_word_bands"(search_tokens text, category_id integer, price numeric, views integer, renewed_at timestamptz, posted_at timestamptz)
  RETURNS TABLE ("word" text, "band" text) LANGUAGE sql IMMUTABLE PARALLEL SAFE
  -- The bands are computed once an ad (OFFSET 0 keeps them apart), not once a word: 50,000 ads'
  -- pairs were made and sorted in 6-7 s, against 10-12 s.
  AS $$ SELECT w, b
  FROM (SELECT string_to_array(search_tokens, ' ') || ('#c' || category_id) AS words,
      ARRAY['#p' || "ad_value_band"(price), '#h' || "ad_value_band"(views),
        '#r' || "ad_day"(renewed_at), '#n' || "ad_day"(posted_at)] AS bands OFFSET 0) AS ad,
    unnest(ad.words) AS w, unnest(ad.bands) AS b
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
--> statement-breakpoint
CREATE FUNCTION "ad_search_words"(search_tokens text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT w FROM unnest(string_to_array(search_tokens, ' ')) AS w
  WHERE char_length(w) BETWEEN 3 AND 64 AND w ~ '[^0-9]' $$;--> statement-breakpoint
-- As migration 0036 wrote it, its words from `ad_search_words`, in one order (as the bands),
-- and none written when the transaction's writer writes them itself.
CREATE OR REPLACE FUNCTION "search_words_from_ad"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('psar.word_bands_by_writer', true) = 'on' THEN
    RETURN NEW;
  END IF;
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM "ad_search_words"(NEW."search_tokens") AS w
  ORDER BY w
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END;
$$;
