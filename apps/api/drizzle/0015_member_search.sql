ALTER TABLE "stores" ADD COLUMN "search_text" text GENERATED ALWAYS AS (store_search_text(name, username, keywords)) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_name" text GENERATED ALWAYS AS (search_fold(first_name || ' ' || last_name || ' ' || coalesce(username, ''))) STORED;--> statement-breakpoint
CREATE INDEX "stores_search_idx" ON "stores" USING gin ("search_text" gin_trgm_ops) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "stores_search_compact_idx" ON "stores" USING gin (replace("search_text", ' ', '') gin_trgm_ops) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("search_name" gin_trgm_ops) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "users_search_compact_idx" ON "users" USING gin (replace("search_name", ' ', '') gin_trgm_ops) WHERE status = 'active';