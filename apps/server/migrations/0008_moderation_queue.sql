CREATE TABLE "moderation_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"moderator_id" bigint,
	"subject_kind" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"decision" text NOT NULL,
	"reports_closed" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "moderation_action_id" bigint;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_actions_subject_idx" ON "moderation_actions" USING btree ("subject_kind","subject_id");--> statement-breakpoint
CREATE INDEX "moderation_actions_moderator_idx" ON "moderation_actions" USING btree ("moderator_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_moderation_action_id_moderation_actions_id_fk" FOREIGN KEY ("moderation_action_id") REFERENCES "public"."moderation_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_moderation_action_idx" ON "notifications" USING btree ("moderation_action_id");--> statement-breakpoint
-- A moderator's decision told to someone (a reporter today; the author with hide and remove): one
-- notification per person and decision, never grouped, never turned off (it is their due process),
-- and with no actor: neither the moderator nor any reporter is ever named.
CREATE FUNCTION "record_moderation_notification"(
  p_recipient bigint, p_type text, p_action bigint, p_at timestamptz, p_memory bigint DEFAULT NULL
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_recipient IS NULL THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('notifications:' || p_recipient::text, 7));
  INSERT INTO "notifications" ("recipient_id", "type", "family", "moderation_action_id", "memory_id",
                               "started_at", "updated_at", "event")
  VALUES (p_recipient, p_type, 'general', p_action, p_memory, p_at, p_at, nextval('notification_events'));
  PERFORM pg_notify('kindred_notifications', p_recipient::text);
END;
$$;
