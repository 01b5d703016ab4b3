CREATE TABLE "ads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"category_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"price_kind" text NOT NULL,
	"province_id" text NOT NULL,
	"district_id" text,
	"commune_id" text,
	"address" text NOT NULL,
	"contact_name" text NOT NULL,
	"phones" text[] NOT NULL,
	"fields" jsonb NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"renewed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL,
	"deleted_reason" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ads_status_check" CHECK ("ads"."status" in ('active', 'expired', 'sold', 'deleted')),
	CONSTRAINT "ads_price_kind_check" CHECK ("ads"."price_kind" in ('fixed', 'negotiable', 'free')),
	CONSTRAINT "ads_price_check" CHECK ("ads"."price" >= 0),
	CONSTRAINT "ads_deleted_reason_check" CHECK ("ads"."deleted_reason" is null or "ads"."deleted_reason" in ('sold', 'unavailable', 'other'))
);
--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_province_id_locations_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_district_id_locations_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_commune_id_locations_id_fk" FOREIGN KEY ("commune_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_status_renewed_idx" ON "ads" USING btree ("status","renewed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ads_user_status_idx" ON "ads" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "ads_category_province_renewed_idx" ON "ads" USING btree ("category_id","province_id","renewed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "ads_user_idempotency_key_idx" ON "ads" USING btree ("user_id","idempotency_key");