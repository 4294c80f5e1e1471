-- What a comment's writes do to other rows, as it stands (decision 049).
-- Applied after the migrations at a start whose trigger files changed (src/db/trigger-files.ts):
-- change a rule here, never in a migration.
--
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
$$;
CREATE OR REPLACE TRIGGER "comments_count" AFTER INSERT OR DELETE OR UPDATE OF "deleted_at", "moderation_state" ON "comments" FOR EACH ROW EXECUTE FUNCTION "count_memory_comment"();

-- Erasing an account sets its comments' author to null; each then goes, except one with replies,
-- which stays as an empty "deleted" entry so other people's replies are not lost.
CREATE OR REPLACE FUNCTION "erase_orphaned_comment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."author_id" IS NULL AND OLD."author_id" IS NOT NULL THEN
    IF EXISTS (SELECT 1 FROM "comments" WHERE "parent_id" = NEW."id") THEN
      UPDATE "comments" SET "body" = '', "deleted_at" = coalesce("deleted_at", now()) WHERE "id" = NEW."id";
    ELSE
      DELETE FROM "comments" WHERE "id" = NEW."id";
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "comments_erase_orphaned" AFTER UPDATE OF "author_id" ON "comments" FOR EACH ROW EXECUTE FUNCTION "erase_orphaned_comment"();

