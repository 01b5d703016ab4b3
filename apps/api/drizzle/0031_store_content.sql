CREATE TABLE "store_album_photos" (
	"album_id" bigint NOT NULL,
	"photo_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_album_photos_album_id_photo_id_pk" PRIMARY KEY("album_id","photo_id")
);
--> statement-breakpoint
CREATE TABLE "store_albums" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_albums_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" bigint NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_branches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_branches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" bigint NOT NULL,
	"name" text NOT NULL,
	"province_id" text NOT NULL,
	"district_id" text,
	"commune_id" text,
	"address" text DEFAULT '' NOT NULL,
	"phone" text,
	"email" text,
	"latitude" double precision,
	"longitude" double precision,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_branches_point_check" CHECK (("store_branches"."latitude" is null) = ("store_branches"."longitude" is null) and ("store_branches"."latitude" is null or ("store_branches"."latitude" between -90 and 90 and "store_branches"."longitude" between -180 and 180)))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "store_id" bigint;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "assignee_id" bigint;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "watermark_version" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "cover_path" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "watermark_path" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "watermark_opacity" smallint DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "watermark_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_album_photos" ADD CONSTRAINT "store_album_photos_album_id_store_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."store_albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_album_photos" ADD CONSTRAINT "store_album_photos_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_albums" ADD CONSTRAINT "store_albums_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_branches" ADD CONSTRAINT "store_branches_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_branches" ADD CONSTRAINT "store_branches_province_id_locations_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_branches" ADD CONSTRAINT "store_branches_district_id_locations_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_branches" ADD CONSTRAINT "store_branches_commune_id_locations_id_fk" FOREIGN KEY ("commune_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_album_photos_album_idx" ON "store_album_photos" USING btree ("album_id","position");--> statement-breakpoint
CREATE INDEX "store_album_photos_photo_idx" ON "store_album_photos" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "store_albums_store_idx" ON "store_albums" USING btree ("store_id","position","id");--> statement-breakpoint
CREATE INDEX "store_branches_store_idx" ON "store_branches" USING btree ("store_id","position","id");--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_active_store_latest_idx" ON "ads" USING btree ("store_id","renewed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active' and store_id is not null;--> statement-breakpoint
CREATE INDEX "ads_store_status_idx" ON "ads" USING btree ("store_id","status") WHERE store_id is not null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('chat_message', 'ad_expired', 'ad_renewed', 'ad_renew_failed', 'store_invitation'));--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_watermark_opacity_check" CHECK ("stores"."watermark_opacity" between 0 and 100);