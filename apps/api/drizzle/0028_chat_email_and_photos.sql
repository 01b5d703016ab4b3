ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_body_check";--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "photo" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "chat_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_token" text;--> statement-breakpoint
CREATE INDEX "notifications_email_due_idx" ON "notifications" USING btree ("created_at") WHERE read_at is null and emailed_at is null and kind = 'chat_message';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_token_unique" UNIQUE("email_token");--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_body_check" CHECK (char_length("chat_messages"."body") <= 2000 and (char_length("chat_messages"."body") >= 1 or "chat_messages"."photo" is not null));--> statement-breakpoint
-- Lines unread before the emails existed are not emailed about.
UPDATE "notifications" SET "emailed_at" = now() WHERE "read_at" IS NULL;
