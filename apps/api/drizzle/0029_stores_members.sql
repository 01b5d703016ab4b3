CREATE TABLE "store_members" (
	"store_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"invited_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_members_store_id_user_id_pk" PRIMARY KEY("store_id","user_id"),
	CONSTRAINT "store_members_role_check" CHECK ("store_members"."role" in ('owner', 'manager', 'staff')),
	CONSTRAINT "store_members_status_check" CHECK ("store_members"."status" in ('active', 'pending', 'declined')),
	CONSTRAINT "store_members_owner_check" CHECK ("store_members"."role" <> 'owner' or "store_members"."status" = 'active')
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "about" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "store_members" ADD CONSTRAINT "store_members_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_members" ADD CONSTRAINT "store_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_members" ADD CONSTRAINT "store_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_members_user_idx" ON "store_members" USING btree ("user_id","status");--> statement-breakpoint
-- Every store's owner is its first member (ADR 0043).
INSERT INTO "store_members" ("store_id", "user_id", "role", "status")
SELECT "id", "owner_id", 'owner', 'active' FROM "stores";
--> statement-breakpoint
-- Members and stores share one namespace of usernames (`/{username}` finds either; ADR 0043):
-- a name taken in one table is refused in the other, under a lock on the name so two
-- transactions cannot both take it.
CREATE FUNCTION "username_namespace_check"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.username IS NULL THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.username IS NOT DISTINCT FROM OLD.username THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('username:' || NEW.username, 0));
  IF (TG_TABLE_NAME = 'users' AND EXISTS (SELECT 1 FROM stores WHERE username = NEW.username))
    OR (TG_TABLE_NAME = 'stores' AND EXISTS (SELECT 1 FROM users WHERE username = NEW.username)) THEN
    RAISE EXCEPTION 'username "%" is taken', NEW.username
      USING ERRCODE = '23505', CONSTRAINT = 'usernames_shared_unique';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_username_namespace" BEFORE INSERT OR UPDATE OF "username" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "username_namespace_check"();
--> statement-breakpoint
CREATE TRIGGER "stores_username_namespace" BEFORE INSERT OR UPDATE OF "username" ON "stores"
  FOR EACH ROW EXECUTE FUNCTION "username_namespace_check"();
