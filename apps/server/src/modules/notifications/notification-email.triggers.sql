-- When a person's next notification mail may go (issue 26, decision 053). Applied after the
-- migrations like every trigger file (decision 049).
--
-- Immediate mail batches: the first new thing after a mail sets `due_at` to its own time (the
-- cause's timestamp, so the application's clock decides) plus the batch window; what arrives before
-- then goes in the same mail. A regrouped notification (a new `event`) counts as new. A type the
-- person does not want by mail sets nothing (a moderator's decision about them always counts).
-- Daily digests keep their `due_at` at the next digest hour, set by the application.
CREATE OR REPLACE FUNCTION "schedule_notification_email"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."seen_at" IS NOT NULL THEN RETURN NULL; END IF;
  IF NEW."type" NOT IN ('report_outcome', 'moderation_outcome') AND EXISTS (
    SELECT 1 FROM "notification_email_muted_types" WHERE "user_id" = NEW."recipient_id" AND "type" = NEW."type") THEN
    RETURN NULL;
  END IF;
  UPDATE "notification_email_settings"
  SET "due_at" = NEW."updated_at" + interval '5 minutes'
  WHERE "user_id" = NEW."recipient_id" AND "mode" = 'immediate' AND "due_at" IS NULL;
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "notifications_schedule_email" AFTER INSERT OR UPDATE OF "event" ON "notifications" FOR EACH ROW EXECUTE FUNCTION "schedule_notification_email"();
