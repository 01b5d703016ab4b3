-- Every (word, band) and (category, band) an ad has, as it is written; never pruned (a band
-- whose ads are gone costs one empty question).
CREATE FUNCTION "search_word_bands_from_ad"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ads_search_word_bands" AFTER INSERT OR UPDATE OF "search_tokens", "category_id", "price", "views", "renewed_at", "posted_at" ON "ads"
  FOR EACH ROW EXECUTE FUNCTION "search_word_bands_from_ad"();--> statement-breakpoint
INSERT INTO "search_word_bands" ("word", "band")
SELECT DISTINCT w, b
FROM "ads",
  unnest(string_to_array("ads"."search_tokens", ' ') || ('#c' || "ads"."category_id")) AS w,
  unnest(ARRAY['#p' || "ad_value_band"("ads"."price"), '#h' || "ad_value_band"("ads"."views"),
    '#r' || "ad_day"("ads"."renewed_at"), '#n' || "ad_day"("ads"."posted_at")]) AS b
WHERE w <> ''
ON CONFLICT DO NOTHING;
