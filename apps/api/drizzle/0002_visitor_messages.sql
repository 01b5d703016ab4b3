CREATE TABLE "visitor_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visitor_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"name" text,
	"email" text,
	"phone" text,
	"subject" text,
	"message" text NOT NULL,
	"page" text,
	"locale" text,
	"device_id" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visitor_messages_kind_check" CHECK ("visitor_messages"."kind" in ('feedback', 'contact'))
);
--> statement-breakpoint
CREATE INDEX "visitor_messages_device_idx" ON "visitor_messages" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE INDEX "visitor_messages_ip_idx" ON "visitor_messages" USING btree ("ip","created_at");