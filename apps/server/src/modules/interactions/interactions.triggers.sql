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
  -- The memory's counts are the memories module's (memories.triggers.sql, decision 077).
  PERFORM "add_to_memory_count"(target,
    CASE TG_TABLE_NAME WHEN 'me_toos' THEN 'me_too' WHEN 'memory_loves' THEN 'love' ELSE 'vote' END, delta);
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "me_toos_count" AFTER INSERT OR DELETE ON "me_toos" FOR EACH ROW EXECUTE FUNCTION "count_memory_reaction"();
CREATE OR REPLACE TRIGGER "memory_loves_count" AFTER INSERT OR DELETE ON "memory_loves" FOR EACH ROW EXECUTE FUNCTION "count_memory_reaction"();
CREATE OR REPLACE TRIGGER "votes_count" AFTER INSERT OR DELETE ON "votes" FOR EACH ROW EXECUTE FUNCTION "count_memory_reaction"();

-- A comment's loves.
CREATE OR REPLACE FUNCTION "count_comment_love"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The comment's count is the comments module's (comments.triggers.sql, decision 077).
  IF TG_OP = 'INSERT' THEN
    PERFORM "add_to_comment_loves"(NEW."comment_id", 1);
  ELSE
    PERFORM "add_to_comment_loves"(OLD."comment_id", -1);
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


-- Whether someone gave another phrase on the same memory or comment than the one `p_except`: what
-- the notifications module asks when kind words are taken back (decision 077).
CREATE OR REPLACE FUNCTION "gave_other_phrase"(p_user bigint, p_memory bigint, p_comment bigint, p_except bigint) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (SELECT 1 FROM "feedback_given" WHERE "user_id" = p_user AND "memory_id" = p_memory
                 AND "comment_id" IS NOT DISTINCT FROM p_comment AND "id" <> p_except);
END;
$$;
