CREATE TABLE "job_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ad_id" bigint NOT NULL,
	"applicant_id" bigint NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"resume" jsonb,
	"attachment_key" text,
	"attachment_name" text,
	"attachment_kind" text,
	"attachment_size" integer,
	"attachment_at" timestamp with time zone,
	"decision_message" text DEFAULT '' NOT NULL,
	"revisions" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"viewed_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	CONSTRAINT "job_applications_status_check" CHECK ("job_applications"."status" in ('sent', 'viewed', 'hired', 'rejected')),
	CONSTRAINT "job_applications_something_sent_check" CHECK ("job_applications"."resume" is not null or "job_applications"."attachment_key" is not null)
);
--> statement-breakpoint
CREATE TABLE "resumes" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"attachment_key" text,
	"attachment_name" text,
	"attachment_kind" text,
	"attachment_size" integer,
	"attachment_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_ad_applicant_idx" ON "job_applications" USING btree ("ad_id","applicant_id");--> statement-breakpoint
CREATE INDEX "job_applications_ad_status_idx" ON "job_applications" USING btree ("ad_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_applications_ad_latest_idx" ON "job_applications" USING btree ("ad_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_applications_applicant_idx" ON "job_applications" USING btree ("applicant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('chat_message', 'ad_expired', 'ad_renewed', 'ad_renew_failed', 'store_invitation', 'job_application_new', 'job_application_status'));