CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "ads_search_tokens_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Hand-written (drizzle-kit writes no functions or triggers): every word of 4+ characters that
-- is not only digits, from each ad's search text as it is written (ADR 0012).
CREATE FUNCTION "search_words_from_ad"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM unnest(string_to_array(NEW."search_tokens", ' ')) AS w
  WHERE char_length(w) BETWEEN 4 AND 64 AND w ~ '[^0-9]'
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ads_search_words" AFTER INSERT OR UPDATE OF "search_tokens" ON "ads"
  FOR EACH ROW EXECUTE FUNCTION "search_words_from_ad"();--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "ads", unnest(string_to_array("ads"."search_tokens", ' ')) AS w
WHERE char_length(w) BETWEEN 4 AND 64 AND w ~ '[^0-9]'
ON CONFLICT DO NOTHING;
