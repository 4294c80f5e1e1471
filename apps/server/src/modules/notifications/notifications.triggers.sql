-- Who is told what, as it stands (decision 049). Applied after the migrations at a start whose
-- trigger files changed (src/db/trigger-files.ts): change a rule here, never in a migration.
--
-- Notifications are written here, in the transaction of what happened (decision 023): no path can
-- forget one, and a cascade takes them away with their cause. One function records an event for a
-- person: never for oneself, never of a type they turned off; never from someone blocked either way
-- or muted by the recipient when the actor acts under their name (decision 036: what someone does
-- unnamed, an anonymous me too, kind words, a vote they keep unlisted, and anything the author of
-- an anonymous memory does on it, reaches its recipient whatever the two are to each other, or a
-- block would tell who did it). Grouped with the same type on the same target while within 12 hours
-- of the group's first event (SPEC §7). The time is the cause's own timestamp, so the application's
-- clock decides it. pg_notify wakes the live streams once the transaction commits.
--
-- What another module owns is asked of it, never read here (decision 077): a memory's author
-- (memories.triggers.sql), a comment's (comments.triggers.sql), blocks, mutes and who is listed as a
-- voter (connections.triggers.sql), kind words given (interactions.triggers.sql).
CREATE OR REPLACE FUNCTION "record_notification"(
  p_recipient bigint, p_type text, p_memory bigint, p_comment bigint, p_me_too bigint,
  p_connection bigint, p_actor bigint, p_anonymous boolean, p_at timestamptz
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  group_id bigint;
BEGIN
  IF p_recipient IS NULL OR p_actor IS NULL OR p_recipient = p_actor THEN RETURN; END IF;
  IF EXISTS (SELECT 1 FROM "notification_muted_types" WHERE "user_id" = p_recipient AND "type" = p_type) THEN
    RETURN;
  END IF;
  IF NOT p_anonymous AND (
    "blocked_either_way"(p_recipient, p_actor) OR "mutes"(p_recipient, p_actor)) THEN
    RETURN;
  END IF;
  -- One writer at a time per recipient, until commit: concurrent events join one group instead of
  -- starting two, and the recipient's event numbers commit in order, so a stream that has event N
  -- has everything before it (decision 023).
  PERFORM pg_advisory_xact_lock(hashtextextended('notifications:' || p_recipient::text, 7));
  IF p_connection IS NULL THEN
    SELECT "id" INTO group_id FROM "notifications"
    WHERE "recipient_id" = p_recipient AND "type" = p_type AND "memory_id" IS NOT DISTINCT FROM p_memory
      AND "comment_id" IS NOT DISTINCT FROM p_comment AND "me_too_id" IS NOT DISTINCT FROM p_me_too
      AND "started_at" > p_at - interval '12 hours' AND "started_at" <= p_at
    ORDER BY "started_at" DESC LIMIT 1;
  END IF;
  IF group_id IS NULL THEN
    INSERT INTO "notifications" ("recipient_id", "type", "family", "memory_id", "comment_id", "me_too_id",
                                 "connection_id", "started_at", "updated_at", "event")
    VALUES (p_recipient, p_type,
            CASE p_type WHEN 'me_too' THEN 'me_too' WHEN 'love_back' THEN 'me_too_love'
                        WHEN 'memory_love' THEN 'memory_love' ELSE 'general' END,
            p_memory, p_comment, p_me_too, p_connection, p_at, p_at, nextval('notification_events'))
    RETURNING "id" INTO group_id;
  ELSE
    -- New activity in a group makes it new again: unseen, unread, and last in the stream's order.
    UPDATE "notifications"
    SET "updated_at" = greatest("updated_at", p_at), "event" = nextval('notification_events'),
        "seen_at" = NULL, "read_at" = NULL
    WHERE "id" = group_id;
  END IF;
  INSERT INTO "notification_actors" ("notification_id", "actor_id", "anonymous", "acted_at")
  VALUES (group_id, p_actor, p_anonymous, p_at)
  ON CONFLICT ("notification_id", "actor_id") DO UPDATE
    SET "acted_at" = excluded."acted_at", "anonymous" = "notification_actors"."anonymous" OR excluded."anonymous";
  PERFORM pg_notify('kindred_notifications', p_recipient::text);
END;
$$;

-- Something taken back (a me too, a love, a vote, kind words, a comment) takes its actor out of the
-- groups it was in; a group left with nobody goes (the trigger on notification_actors).
CREATE OR REPLACE FUNCTION "withdraw_notification"(
  p_recipient bigint, p_type text, p_memory bigint, p_comment bigint, p_me_too bigint, p_actor bigint
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_recipient IS NULL OR p_actor IS NULL THEN RETURN; END IF;
  DELETE FROM "notification_actors" AS a USING "notifications" AS n
  WHERE a."notification_id" = n."id" AND a."actor_id" = p_actor
    AND n."recipient_id" = p_recipient AND n."type" = p_type AND n."memory_id" IS NOT DISTINCT FROM p_memory
    AND n."comment_id" IS NOT DISTINCT FROM p_comment AND n."me_too_id" IS NOT DISTINCT FROM p_me_too;
  IF FOUND THEN PERFORM pg_notify('kindred_notifications', p_recipient::text); END IF;
END;
$$;

-- A group counts the people in it; a group left with nobody goes.
CREATE OR REPLACE FUNCTION "count_notification_actor"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "notifications" SET "actor_count" = "actor_count" + 1 WHERE "id" = NEW."notification_id";
  ELSE
    UPDATE "notifications" SET "actor_count" = "actor_count" - 1 WHERE "id" = OLD."notification_id";
    DELETE FROM "notifications" WHERE "id" = OLD."notification_id" AND "actor_count" <= 0;
  END IF;
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "notification_actors_count" AFTER INSERT OR DELETE ON "notification_actors" FOR EACH ROW EXECUTE FUNCTION "count_notification_actor"();

-- A moderator's decision told to someone (a reporter; the author of what was hidden or removed,
-- taken to the memory or comment): one notification per person and decision, never grouped, never
-- turned off (it is their due process), and with no actor: neither the moderator nor any reporter
-- is ever named. Called by the moderation module's decisions.
CREATE OR REPLACE FUNCTION "record_moderation_notification"(
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

-- A me too, a love or a vote tells the memory's author; taking it back takes the giver out.
CREATE OR REPLACE FUNCTION "notify_memory_reaction"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := CASE TG_TABLE_NAME WHEN 'me_toos' THEN 'me_too' WHEN 'memory_loves' THEN 'memory_love' ELSE 'vote' END;
  row_memory bigint := CASE WHEN TG_OP = 'INSERT' THEN NEW."memory_id" ELSE OLD."memory_id" END;
  author bigint := "memory_author"(row_memory);
  unnamed boolean := false;
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "withdraw_notification"(author, kind, row_memory, NULL, NULL, OLD."user_id");
    RETURN NULL;
  END IF;
  IF kind = 'me_too' THEN
    unnamed := NEW."anonymous";
  ELSIF kind = 'vote' THEN
    -- A voter not listed (the default, decision 057) is not named here either.
    unnamed := NOT "listed_as_voter"(NEW."user_id");
  END IF;
  PERFORM "record_notification"(author, kind, row_memory, NULL, NULL, NULL, NEW."user_id", unnamed, NEW."created_at");
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "me_toos_notify" AFTER INSERT OR DELETE ON "me_toos" FOR EACH ROW EXECUTE FUNCTION "notify_memory_reaction"();
CREATE OR REPLACE TRIGGER "memory_loves_notify" AFTER INSERT OR DELETE ON "memory_loves" FOR EACH ROW EXECUTE FUNCTION "notify_memory_reaction"();
CREATE OR REPLACE TRIGGER "votes_notify" AFTER INSERT OR DELETE ON "votes" FOR EACH ROW EXECUTE FUNCTION "notify_memory_reaction"();

-- Love back: the memory's author loves a me too; unnamed when the memory is anonymous.
CREATE OR REPLACE FUNCTION "notify_love_back"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  author bigint := "memory_author"(NEW."memory_id");
BEGIN
  IF OLD."loved_back_at" IS NULL AND NEW."loved_back_at" IS NOT NULL THEN
    PERFORM "record_notification"(NEW."user_id", 'love_back', NEW."memory_id", NULL, NEW."id", NULL, author,
                                  "acts_as_anonymous_author"(NEW."memory_id", author), NEW."loved_back_at");
  ELSIF OLD."loved_back_at" IS NOT NULL AND NEW."loved_back_at" IS NULL THEN
    PERFORM "withdraw_notification"(NEW."user_id", 'love_back', NEW."memory_id", NULL, NEW."id", author);
  END IF;
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "me_toos_notify_love_back" AFTER UPDATE OF "loved_back_at" ON "me_toos" FOR EACH ROW EXECUTE FUNCTION "notify_love_back"();

-- A comment tells the memory's author; a reply tells the comment's author (and the memory's author,
-- when that is someone else). Deleting it takes the commenter out, unless they said more there.
CREATE OR REPLACE FUNCTION "notify_comment"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c "comments"%ROWTYPE := CASE WHEN TG_OP = 'INSERT' THEN NEW ELSE OLD END;
  memory_author bigint := "memory_author"(c."memory_id");
  parent_author bigint := (SELECT a."author_id" FROM "comment_author_and_memory"(c."parent_id") a);
  unnamed boolean;
BEGIN
  IF c."author_id" IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW."deleted_at" IS NOT NULL THEN RETURN NULL; END IF;
    -- Posted without the name (decision 057), or by the author of an anonymous memory on it.
    unnamed := c."anonymous" OR "acts_as_anonymous_author"(c."memory_id", c."author_id");
    IF c."parent_id" IS NOT NULL THEN
      PERFORM "record_notification"(parent_author, 'reply', c."memory_id", c."parent_id", NULL, NULL,
                                    c."author_id", unnamed, c."created_at");
    END IF;
    IF c."parent_id" IS NULL OR memory_author IS DISTINCT FROM parent_author THEN
      PERFORM "record_notification"(memory_author, 'comment', c."memory_id", NULL, NULL, NULL,
                                    c."author_id", unnamed, c."created_at");
    END IF;
    RETURN NULL;
  END IF;
  -- Deleted (or marked deleted): withdraw where nothing else of theirs is left to read.
  IF TG_OP = 'UPDATE' AND NOT (OLD."deleted_at" IS NULL AND NEW."deleted_at" IS NOT NULL) THEN RETURN NULL; END IF;
  IF c."parent_id" IS NOT NULL AND NOT "says_more_there"(c."author_id", c."memory_id", c."parent_id", c."id") THEN
    PERFORM "withdraw_notification"(parent_author, 'reply', c."memory_id", c."parent_id", NULL, c."author_id");
  END IF;
  IF NOT "says_more_there"(c."author_id", c."memory_id", NULL, c."id") THEN
    PERFORM "withdraw_notification"(memory_author, 'comment', c."memory_id", NULL, NULL, c."author_id");
  END IF;
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "comments_notify" AFTER INSERT OR DELETE OR UPDATE OF "deleted_at" ON "comments" FOR EACH ROW EXECUTE FUNCTION "notify_comment"();

-- A love on a comment tells its author; unnamed from the author of an anonymous memory.
CREATE OR REPLACE FUNCTION "notify_comment_love"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_comment bigint := CASE WHEN TG_OP = 'INSERT' THEN NEW."comment_id" ELSE OLD."comment_id" END;
  c record;
BEGIN
  SELECT * INTO c FROM "comment_author_and_memory"(row_comment);
  IF NOT FOUND THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM "withdraw_notification"(c."author_id", 'comment_love', c."memory_id", row_comment, NULL, OLD."user_id");
  ELSE
    PERFORM "record_notification"(c."author_id", 'comment_love', c."memory_id", row_comment, NULL, NULL, NEW."user_id",
                                  "acts_as_anonymous_author"(c."memory_id", NEW."user_id"), NEW."created_at");
  END IF;
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "comment_loves_notify" AFTER INSERT OR DELETE ON "comment_loves" FOR EACH ROW EXECUTE FUNCTION "notify_comment_love"();

-- Kind words are shown as counts, never with names (SPEC §6), so their givers are never named here.
CREATE OR REPLACE FUNCTION "notify_feedback"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  f "feedback_given"%ROWTYPE := CASE WHEN TG_OP = 'INSERT' THEN NEW ELSE OLD END;
  recipient bigint := CASE WHEN f."comment_id" IS NULL
    THEN "memory_author"(f."memory_id")
    ELSE (SELECT a."author_id" FROM "comment_author_and_memory"(f."comment_id") a) END;
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- Another phrase from the same person on the same thing keeps them in.
    IF NOT "gave_other_phrase"(f."user_id", f."memory_id", f."comment_id", f."id") THEN
      PERFORM "withdraw_notification"(recipient, 'feedback', f."memory_id", f."comment_id", NULL, f."user_id");
    END IF;
  ELSE
    PERFORM "record_notification"(recipient, 'feedback', f."memory_id", f."comment_id", NULL, NULL, f."user_id",
                                  true, f."created_at");
  END IF;
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "feedback_given_notify" AFTER INSERT OR DELETE ON "feedback_given" FOR EACH ROW EXECUTE FUNCTION "notify_feedback"();

-- A request tells the person asked; an acceptance tells the person who asked. Once answered, the
-- request's notification counts as read. A declined request tells nobody anything.
CREATE OR REPLACE FUNCTION "notify_connection"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  other bigint := CASE WHEN NEW."requester_id" = NEW."user_low" THEN NEW."user_high" ELSE NEW."user_low" END;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW."status" = 'pending' THEN
      PERFORM "record_notification"(other, 'connection_request', NULL, NULL, NULL, NEW."id", NEW."requester_id",
                                    false, NEW."created_at");
    END IF;
  ELSIF OLD."status" = 'pending' AND NEW."status" <> 'pending' THEN
    UPDATE "notifications"
    SET "seen_at" = coalesce("seen_at", NEW."responded_at", now()), "read_at" = coalesce("read_at", NEW."responded_at", now())
    WHERE "connection_id" = NEW."id" AND "type" = 'connection_request';
    IF NEW."status" = 'connected' THEN
      PERFORM "record_notification"(NEW."requester_id", 'connection_accepted', NULL, NULL, NULL, NEW."id", other,
                                    false, coalesce(NEW."responded_at", now()));
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "connections_notify" AFTER INSERT OR UPDATE OF "status" ON "connections" FOR EACH ROW EXECUTE FUNCTION "notify_connection"();

-- A block takes each person's named acts out of the other's notifications; what they did unnamed
-- stays, as it would from anyone.
CREATE OR REPLACE FUNCTION "forget_blocked_notifications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "notification_actors" AS a USING "notifications" AS n
  WHERE a."notification_id" = n."id" AND NOT a."anonymous"
    AND ((n."recipient_id" = NEW."blocker_id" AND a."actor_id" = NEW."blocked_id")
      OR (n."recipient_id" = NEW."blocked_id" AND a."actor_id" = NEW."blocker_id"));
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "user_blocks_forget_notifications" AFTER INSERT ON "user_blocks" FOR EACH ROW EXECUTE FUNCTION "forget_blocked_notifications"();

