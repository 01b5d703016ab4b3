CREATE TABLE "ad_auto_renew_schedules" (
	"ad_id" bigint PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"hour" integer NOT NULL,
	"minute" integer NOT NULL,
	"every_days" integer NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_auto_renew_schedules_hour_check" CHECK ("ad_auto_renew_schedules"."hour" between 0 and 23),
	CONSTRAINT "ad_auto_renew_schedules_minute_check" CHECK ("ad_auto_renew_schedules"."minute" between 0 and 59),
	CONSTRAINT "ad_auto_renew_schedules_every_days_check" CHECK ("ad_auto_renew_schedules"."every_days" between 1 and 30)
);
--> statement-breakpoint
CREATE TABLE "ad_photos" (
	"ad_id" bigint NOT NULL,
	"photo_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "ad_photos_ad_id_photo_id_pk" PRIMARY KEY("ad_id","photo_id"),
	CONSTRAINT "ad_photos_position_check" CHECK ("ad_photos"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ad_renewals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ad_renewals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ad_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"renewed_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"slot" timestamp with time zone,
	"outcome" text DEFAULT 'renewed' NOT NULL,
	CONSTRAINT "ad_renewals_source_check" CHECK ("ad_renewals"."source" in ('manual', 'auto')),
	CONSTRAINT "ad_renewals_outcome_check" CHECK ("ad_renewals"."outcome" in ('renewed', 'limit', 'inactive')),
	CONSTRAINT "ad_renewals_slot_check" CHECK (("ad_renewals"."source" = 'auto') = ("ad_renewals"."slot" is not null))
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"keys" jsonb NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_size_check" CHECK ("photos"."width" > 0 and "photos"."height" > 0 and "photos"."bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "ad_auto_renew_schedules" ADD CONSTRAINT "ad_auto_renew_schedules_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_auto_renew_schedules" ADD CONSTRAINT "ad_auto_renew_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_photos" ADD CONSTRAINT "ad_photos_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_photos" ADD CONSTRAINT "ad_photos_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_renewals" ADD CONSTRAINT "ad_renewals_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_renewals" ADD CONSTRAINT "ad_renewals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_auto_renew_schedules_next_run_idx" ON "ad_auto_renew_schedules" USING btree ("next_run_at");--> statement-breakpoint
CREATE INDEX "ad_auto_renew_schedules_user_idx" ON "ad_auto_renew_schedules" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_photos_ad_position_idx" ON "ad_photos" USING btree ("ad_id","position");--> statement-breakpoint
CREATE INDEX "ad_photos_photo_idx" ON "ad_photos" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "ad_renewals_user_renewed_idx" ON "ad_renewals" USING btree ("user_id","renewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_renewals_ad_slot_idx" ON "ad_renewals" USING btree ("ad_id","slot");--> statement-breakpoint
CREATE INDEX "photos_user_idx" ON "photos" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "photos_created_idx" ON "photos" USING btree ("created_at");