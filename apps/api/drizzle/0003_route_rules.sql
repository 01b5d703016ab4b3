CREATE TABLE "route_rules" (
	"from_path" text PRIMARY KEY NOT NULL,
	"to_target" text NOT NULL,
	"permanent" boolean DEFAULT false NOT NULL,
	"allow_external" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
