-- Who has something to push (issue 26, decision 054). Applied after the migrations at a start whose
-- trigger files changed (decision 049): change a rule here, never in a migration.
--
-- A notification made or made new again (a group's new event) marks its recipient as due, when they
-- have a device at all. The time is the notification's own (NEW.updated_at, the application's
-- clock). The throttle: at most one push a minute per person. A person with a push waiting keeps
-- its time; one pushed less than a minute ago waits until the minute is over, when one push tells
-- of everything that came meanwhile (a push says only that there is something new).
CREATE OR REPLACE FUNCTION "mark_push_due"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "push_subscriptions" WHERE "user_id" = NEW."recipient_id") THEN
    RETURN NULL;
  END IF;
  INSERT INTO "push_due" ("user_id", "due_at") VALUES (NEW."recipient_id", NEW."updated_at")
  ON CONFLICT ("user_id") DO UPDATE
    SET "due_at" = coalesce("push_due"."due_at",
                            greatest(excluded."due_at", "push_due"."pushed_at" + interval '1 minute'));
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "notifications_mark_push_due" AFTER INSERT OR UPDATE OF "event" ON "notifications" FOR EACH ROW EXECUTE FUNCTION "mark_push_due"();
