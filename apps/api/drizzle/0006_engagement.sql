CREATE TABLE "ad_likes" (
	"user_id" bigint NOT NULL,
	"ad_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_likes_user_id_ad_id_pk" PRIMARY KEY("user_id","ad_id")
);
--> statement-breakpoint
CREATE TABLE "ad_saves" (
	"user_id" bigint NOT NULL,
	"ad_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_saves_user_id_ad_id_pk" PRIMARY KEY("user_id","ad_id")
);
--> statement-breakpoint
CREATE TABLE "ad_stats_daily" (
	"ad_id" bigint NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL,
	"phone_reveals" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_stats_daily_ad_id_day_pk" PRIMARY KEY("ad_id","day"),
	CONSTRAINT "ad_stats_daily_counts_check" CHECK ("ad_stats_daily"."views" >= 0 and "ad_stats_daily"."likes" >= 0 and "ad_stats_daily"."saves" >= 0 and "ad_stats_daily"."phone_reveals" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ad_views" (
	"ad_id" bigint NOT NULL,
	"device_id" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_views_ad_id_device_id_day_pk" PRIMARY KEY("ad_id","device_id","day")
);
--> statement-breakpoint
ALTER TABLE "ad_likes" ADD CONSTRAINT "ad_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_likes" ADD CONSTRAINT "ad_likes_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_saves" ADD CONSTRAINT "ad_saves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_saves" ADD CONSTRAINT "ad_saves_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_stats_daily" ADD CONSTRAINT "ad_stats_daily_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_views" ADD CONSTRAINT "ad_views_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_likes_user_created_idx" ON "ad_likes" USING btree ("user_id","created_at" DESC NULLS LAST,"ad_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ad_likes_ad_idx" ON "ad_likes" USING btree ("ad_id");--> statement-breakpoint
CREATE INDEX "ad_saves_user_created_idx" ON "ad_saves" USING btree ("user_id","created_at" DESC NULLS LAST,"ad_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ad_saves_ad_idx" ON "ad_saves" USING btree ("ad_id");--> statement-breakpoint
CREATE INDEX "ad_views_day_idx" ON "ad_views" USING btree ("day");