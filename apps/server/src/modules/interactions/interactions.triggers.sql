-- The counts of what people give each other, as they stand (decision 049).
-- Applied after the migrations at a start whose trigger files changed (src/db/trigger-files.ts):
-- change a rule here, never in a migration.
--
-- The counts a memory and a comment show are kept here, in the writer's transaction, rather than
-- counted on read (no count over a table at a million rows). Triggers, not application code, so that
-- rows removed by a cascade (a memory's delete, an account's erasure) take their counts with them.
CREATE OR REPLACE FUNCTION "count_memory_reaction"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
  target bigint := CASE WHEN TG_OP = 'INSERT' THEN NEW."memory_id" ELSE OLD."memory_id" END;
BEGIN
  IF TG_TABLE_NAME = 'me_toos' THEN
    UPDATE "memories" SET "me_too_count" = "me_too_count" + delta WHERE "id" = target;
  ELSIF TG_TABLE_NAME = 'memory_loves' THEN
    UPDATE "memories" SET "love_count" = "love_count" + delta WHERE "id" = target;
  ELSIF TG_TABLE_NAME = 'votes' THEN
    UPDATE "memories" SET "vote_count" = "vote_count" + delta WHERE "id" = target;
  END IF;
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "me_toos_count" AFTER INSERT OR DELETE ON "me_toos" FOR EACH ROW EXECUTE FUNCTION "count_memory_reaction"();
CREATE OR REPLACE TRIGGER "memory_loves_count" AFTER INSERT OR DELETE ON "memory_loves" FOR EACH ROW EXECUTE FUNCTION "count_memory_reaction"();
CREATE OR REPLACE TRIGGER "votes_count" AFTER INSERT OR DELETE ON "votes" FOR EACH ROW EXECUTE FUNCTION "count_memory_reaction"();

-- A comment's loves.
CREATE OR REPLACE FUNCTION "count_comment_love"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "comments" SET "love_count" = "love_count" + 1 WHERE "id" = NEW."comment_id";
  ELSE
    UPDATE "comments" SET "love_count" = "love_count" - 1 WHERE "id" = OLD."comment_id";
  END IF;
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "comment_loves_count" AFTER INSERT OR DELETE ON "comment_loves" FOR EACH ROW EXECUTE FUNCTION "count_comment_love"();

-- Each kind-words phrase counted per memory or comment; a count that reaches nothing goes.
CREATE OR REPLACE FUNCTION "count_feedback"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "feedback_counts" ("subject_kind", "subject_id", "phrase_id", "count")
    VALUES (CASE WHEN NEW."comment_id" IS NULL THEN 'memory' ELSE 'comment' END,
            coalesce(NEW."comment_id", NEW."memory_id"), NEW."phrase_id", 1)
    ON CONFLICT ("subject_kind", "subject_id", "phrase_id") DO UPDATE SET "count" = "feedback_counts"."count" + 1;
  ELSE
    UPDATE "feedback_counts" SET "count" = "count" - 1
    WHERE "subject_kind" = CASE WHEN OLD."comment_id" IS NULL THEN 'memory' ELSE 'comment' END
      AND "subject_id" = coalesce(OLD."comment_id", OLD."memory_id") AND "phrase_id" = OLD."phrase_id";
    DELETE FROM "feedback_counts"
    WHERE "subject_kind" = CASE WHEN OLD."comment_id" IS NULL THEN 'memory' ELSE 'comment' END
      AND "subject_id" = coalesce(OLD."comment_id", OLD."memory_id") AND "phrase_id" = OLD."phrase_id"
      AND "count" <= 0;
  END IF;
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "feedback_given_count" AFTER INSERT OR DELETE ON "feedback_given" FOR EACH ROW EXECUTE FUNCTION "count_feedback"();

