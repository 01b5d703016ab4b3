CREATE TABLE "search_word_bands" (
	"word" text NOT NULL,
	"band" text NOT NULL,
	CONSTRAINT "search_word_bands_word_band_pk" PRIMARY KEY("word","band")
);
--> statement-breakpoint
ALTER TABLE "ads" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_tokens) || ad_sort_words(price, views, renewed_at, posted_at, category_id)) STORED;--> statement-breakpoint
CREATE INDEX "ads_search_vector_idx" ON "ads" USING gin ("search_vector");
