CREATE TABLE "moderation_appeals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"action_id" bigint NOT NULL,
	"author_id" bigint NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decision_id" bigint,
	"decided_at" timestamp with time zone,
	CONSTRAINT "moderation_appeals_action_id_unique" UNIQUE("action_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD COLUMN "until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "moderation_state" text;--> statement-breakpoint
ALTER TABLE "moderation_appeals" ADD CONSTRAINT "moderation_appeals_action_id_moderation_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."moderation_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_appeals" ADD CONSTRAINT "moderation_appeals_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_appeals" ADD CONSTRAINT "moderation_appeals_decision_id_moderation_actions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."moderation_actions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_appeals_open_idx" ON "moderation_appeals" USING btree ("created_at","id") WHERE "moderation_appeals"."decided_at" is null;--> statement-breakpoint
CREATE INDEX "moderation_appeals_author_idx" ON "moderation_appeals" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "users_suspended_idx" ON "users" USING btree ("suspended_until") WHERE "users"."suspended_until" is not null;--> statement-breakpoint
-- A memory's comment count is of the comments people can read: neither a deleted comment kept for
-- its replies nor one set aside by moderation (held, hidden or removed) counts.
CREATE OR REPLACE FUNCTION "count_memory_comment"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was integer := CASE WHEN TG_OP <> 'INSERT' AND OLD."deleted_at" IS NULL AND OLD."moderation_state" IS NULL THEN 1 ELSE 0 END;
  now_counted integer := CASE WHEN TG_OP <> 'DELETE' AND NEW."deleted_at" IS NULL AND NEW."moderation_state" IS NULL THEN 1 ELSE 0 END;
BEGIN
  IF now_counted <> was THEN
    UPDATE "memories" SET "comment_count" = "comment_count" + now_counted - was
    WHERE "id" = CASE WHEN TG_OP = 'DELETE' THEN OLD."memory_id" ELSE NEW."memory_id" END;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "comments_count" ON "comments";--> statement-breakpoint
CREATE TRIGGER "comments_count" AFTER INSERT OR DELETE OR UPDATE OF "deleted_at", "moderation_state" ON "comments" FOR EACH ROW EXECUTE FUNCTION "count_memory_comment"();
--> statement-breakpoint
-- A decision told to someone may now point at a comment as well as a memory (the author of a
-- comment set aside is taken to it). Dropped and created again: a second signature would make the
-- five-argument calls ambiguous.
DROP FUNCTION "record_moderation_notification"(bigint, text, bigint, timestamptz, bigint);--> statement-breakpoint
CREATE FUNCTION "record_moderation_notification"(
  p_recipient bigint, p_type text, p_action bigint, p_at timestamptz, p_memory bigint DEFAULT NULL,
  p_comment bigint DEFAULT NULL
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_recipient IS NULL THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('notifications:' || p_recipient::text, 7));
  INSERT INTO "notifications" ("recipient_id", "type", "family", "moderation_action_id", "memory_id",
                               "comment_id", "started_at", "updated_at", "event")
  VALUES (p_recipient, p_type, 'general', p_action, p_memory, p_comment, p_at, p_at, nextval('notification_events'));
  PERFORM pg_notify('kindred_notifications', p_recipient::text);
END;
$$;
