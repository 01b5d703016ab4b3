ALTER TABLE "ads" ADD COLUMN "premium_type" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "premium_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "ads_active_top_idx" ON "ads" USING btree ("category_id","premium_until") WHERE status = 'active' and premium_type = 'top';--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_premium_check" CHECK (("ads"."premium_type" is null) = ("ads"."premium_until" is null) and ("ads"."premium_type" is null or "ads"."premium_type" in ('top', 'featured')));