-- Decision 036: a block or a mute applies to what people do under their name. What someone does
-- unnamed (an anonymous me too, kind words, a vote they keep unlisted, and anything the author of an
-- anonymous memory does on it) reaches its recipient whatever the two are to each other: a block or
-- a mute that silenced it, or took it away later, would tell the recipient who did it.
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
    EXISTS (SELECT 1 FROM "user_blocks"
            WHERE ("blocker_id" = p_recipient AND "blocked_id" = p_actor)
               OR ("blocker_id" = p_actor AND "blocked_id" = p_recipient))
    OR EXISTS (SELECT 1 FROM "user_mutes" WHERE "muter_id" = p_recipient AND "muted_id" = p_actor)) THEN
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
$$;--> statement-breakpoint
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
