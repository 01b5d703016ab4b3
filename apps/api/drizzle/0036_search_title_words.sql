-- Hand-written (drizzle-kit writes no functions): the title's words in the search vector, each
-- marked `#t` (ADR 0052). A keyword term naming a category (`ផ្ទះ` "house", `aircon`) matches
-- that category's ads, and other ads only by a word of their title: with the title's words in
-- the index, one question to it answers both (`'#c12' | '#tផ្ទះ':*`); before, every other ad
-- with the word anywhere was read from the table to look at its title. Search text holds
-- letters and digits only, so no word of it begins with `#`. The words are the parser's own
-- lexemes of the title's tokens, as `to_tsvector` gives them for the whole text.
CREATE FUNCTION "ad_title_words"(tokens text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_tsvector(ARRAY(
    SELECT '#t' || w FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, tokens))) AS w
  )) $$;--> statement-breakpoint
ALTER TABLE "ads" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_tokens) || ad_sort_words(price, views, renewed_at, posted_at, category_id) || ad_title_words(search_title_tokens)) STORED;--> statement-breakpoint
CREATE INDEX "ads_search_vector_idx" ON "ads" USING gin ("search_vector");--> statement-breakpoint
-- Keyword plans are chosen from the new column's statistics (`keywordPlan`, `countPlan`).
ANALYZE "ads";
--> statement-breakpoint
-- The ads' words of 3 characters too (`search_words`, migration 0010, kept 4 to 64): a term of
-- 2 (ដី "land", `tv`) is then asked as the words it begins, each whole, instead of as a prefix
-- the index gathers entry by entry, and its listing can be read by sort bands (ADR 0052).
-- `search_word_bands` (migration 0022) holds every word of every ad already.
CREATE OR REPLACE FUNCTION "search_words_from_ad"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM unnest(string_to_array(NEW."search_tokens", ' ')) AS w
  WHERE char_length(w) BETWEEN 3 AND 64 AND w ~ '[^0-9]'
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END;
$$;--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT "word" FROM "search_word_bands"
WHERE char_length("word") = 3 AND "word" ~ '[^0-9]' AND NOT starts_with("word", '#')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- `search_fold` (migration 0014) folds names as the domain's `normalizeSearchText` does, which
-- now also reads the sign u before a vowel above the letter as the triisap it is drawn for
-- (ម៉ាសុីន is ម៉ាស៊ីន; search text 6, ADR 0052).
CREATE OR REPLACE FUNCTION "search_fold"(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN btrim(regexp_replace(
    translate(
      regexp_replace(
        replace(
          regexp_replace(
            normalize(
              regexp_replace(
                normalize(lower(normalize(regexp_replace(value, '[\u00AD\u200B-\u200D\u2060\uFEFF]', '', 'g'), NFKC)), NFD),
                '[\u0300-\u036F]', '', 'g'),
              NFC),
            '\u17D2{2,}', chr(6098), 'g'),
          chr(6098) || chr(6026), chr(6098) || chr(6031)),
        '\u17BB(?=[\u17B7-\u17BA\u17BE])', chr(6090), 'g'),
      '០១២៣៤៥៦៧៨៩', '0123456789'),
    '[\s!-/:-@\[-`{-~\u0080-\u00BF\u00D7\u00F7\u2000-\u206F\u2E00-\u2E7F\u3000-\u303F\u17D4-\u17D6\u17D8-\u17DB\u17DE-\u17DF\u17EA-\u17FF\u19E0-\u19FF]+',
    ' ', 'g'));--> statement-breakpoint
-- The folded names written by the function before: generated again (any update does).
UPDATE "users" SET "first_name" = "first_name"
WHERE "first_name" || "last_name" || coalesce("username", '') ~ '\u17BB[\u17B7-\u17BA\u17BE]';--> statement-breakpoint
UPDATE "stores" SET "name" = "name"
WHERE "name" || "username" || array_to_string("keywords", ' ') ~ '\u17BB[\u17B7-\u17BA\u17BE]';
