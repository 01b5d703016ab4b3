ALTER TABLE "ads" ADD COLUMN "search_tokens" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "search_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_tokens)) STORED;--> statement-breakpoint
CREATE INDEX "ads_active_latest_idx" ON "ads" USING btree ("renewed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "ads_active_newest_idx" ON "ads" USING btree ("posted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "ads_active_hits_idx" ON "ads" USING btree ("views" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "ads_active_price_idx" ON "ads" USING btree ("price","id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "ads_active_category_latest_idx" ON "ads" USING btree ("category_id","renewed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "ads_active_category_newest_idx" ON "ads" USING btree ("category_id","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "ads_active_category_hits_idx" ON "ads" USING btree ("category_id","views" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "ads_active_category_price_idx" ON "ads" USING btree ("category_id","price","id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "ads_active_province_latest_idx" ON "ads" USING btree ("province_id","renewed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "ads_active_province_newest_idx" ON "ads" USING btree ("province_id","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "ads_active_province_hits_idx" ON "ads" USING btree ("province_id","views" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "ads_active_province_price_idx" ON "ads" USING btree ("province_id","price","id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "ads_search_vector_idx" ON "ads" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "ads_search_title_trgm_idx" ON "ads" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ads_search_tokens_trgm_idx" ON "ads" USING gin ("search_tokens" gin_trgm_ops);