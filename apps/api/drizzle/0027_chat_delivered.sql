ALTER TABLE "conversations" ADD COLUMN "buyer_delivered_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "seller_delivered_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- What was read before this column existed was delivered.
UPDATE "conversations" SET "buyer_delivered_seq" = "buyer_read_seq", "seller_delivered_seq" = "seller_read_seq";
