-- What a comment's writes (and its author's name) do to other rows, as it stands (decision 049).
-- Applied after the migrations at a start whose trigger files changed (src/db/trigger-files.ts):
-- change a rule here, never in a migration.
--
-- Every change of a comment changes what the memory's readers are shown (decision 060): a comment or
-- reply written, edited, deleted, set aside or shown again, its love count (comment_loves' count
-- trigger updates the comment), its author erased. So each one updates its memory, which raises the
-- memory's version (memories.triggers.sql): a comment page kept under the old version is never taken
-- again, on any instance. The same update keeps the memory's comment count, of the comments people
-- can read: neither a deleted comment kept for its replies nor one set aside by moderation (held,
-- hidden or removed) counts. An update that changes nothing changes no version.
CREATE OR REPLACE FUNCTION "comment_changes_memory"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was integer := CASE WHEN TG_OP <> 'INSERT' AND OLD."deleted_at" IS NULL AND OLD."moderation_state" IS NULL THEN 1 ELSE 0 END;
  now_counted integer := CASE WHEN TG_OP <> 'DELETE' AND NEW."deleted_at" IS NULL AND NEW."moderation_state" IS NULL THEN 1 ELSE 0 END;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD IS NOT DISTINCT FROM NEW THEN
    RETURN NULL;
  END IF;
  PERFORM "add_to_memory_count"(CASE WHEN TG_OP = 'DELETE' THEN OLD."memory_id" ELSE NEW."memory_id" END,
                                'comment', now_counted - was);
  RETURN NULL;
END;
$$;
-- Before decision 060 only the count was kept, by its own trigger: one update of the memory now.
DROP TRIGGER IF EXISTS "comments_count" ON "comments";
DROP FUNCTION IF EXISTS "count_memory_comment"();
CREATE OR REPLACE TRIGGER "comments_change_memory" AFTER INSERT OR DELETE OR UPDATE ON "comments" FOR EACH ROW EXECUTE FUNCTION "comment_changes_memory"();

-- A commenter's name and public id are shown with each of their named comments: a change of either
-- raises the version of every memory where such a comment is shown (decision 060). A comment
-- without the name, or deleted, shows neither. (The memory's own author: memories.triggers.sql.)
CREATE OR REPLACE FUNCTION "renamed_commenter"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "raise_memory_versions"(ARRAY(SELECT "memory_id" FROM "comments"
                                        WHERE "author_id" = NEW."id" AND NOT "anonymous" AND "deleted_at" IS NULL));
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "users_rename_commenter" AFTER UPDATE OF "display_name", "public_id" ON "users" FOR EACH ROW
  WHEN (OLD."display_name" IS DISTINCT FROM NEW."display_name" OR OLD."public_id" IS DISTINCT FROM NEW."public_id")
  EXECUTE FUNCTION "renamed_commenter"();

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


-- What the comments module answers and keeps for the other modules' triggers (decision 077): they
-- call these rather than read or write the comments table themselves.

-- A comment's loves, moved by `p_delta` (comment_loves' count trigger).
CREATE OR REPLACE FUNCTION "add_to_comment_loves"(p_comment bigint, p_delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "comments" SET "love_count" = "love_count" + p_delta WHERE "id" = p_comment;
END;
$$;

-- A comment's author and memory (no row: no such comment).
CREATE OR REPLACE FUNCTION "comment_author_and_memory"(p_comment bigint) RETURNS TABLE ("author_id" bigint, "memory_id" bigint) LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY SELECT c."author_id", c."memory_id" FROM "comments" c WHERE c."id" = p_comment;
END;
$$;

-- Whether `p_author` has another live comment than `p_except` under the parent `p_parent` or, with
-- no parent given, on the memory `p_memory`.
CREATE OR REPLACE FUNCTION "says_more_there"(p_author bigint, p_memory bigint, p_parent bigint, p_except bigint) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF p_parent IS NOT NULL THEN
    RETURN EXISTS (SELECT 1 FROM "comments" WHERE "parent_id" = p_parent AND "author_id" = p_author
                   AND "deleted_at" IS NULL AND "id" <> p_except);
  END IF;
  RETURN EXISTS (SELECT 1 FROM "comments" WHERE "memory_id" = p_memory AND "author_id" = p_author
                 AND "deleted_at" IS NULL AND "id" <> p_except);
END;
$$;
