-- Reports go with what they report, as it stands (decision 049).
-- Applied after the migrations at a start whose trigger files changed (src/db/trigger-files.ts):
-- change a rule here, never in a migration.
--
-- A flag has no foreign key to its subject (subjects are of several kinds), so the comment's delete
-- takes its flags with it here, as ON DELETE CASCADE did for guide_comment_reports: deleting a
-- comment or erasing its author's account leaves no snapshot of its text behind.
CREATE OR REPLACE FUNCTION "delete_guide_comment_flags"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "flags" WHERE "subject_kind" = 'guide_comment' AND "subject_id" = OLD."id";
  RETURN OLD;
END;
$$;
CREATE OR REPLACE TRIGGER "guide_comments_delete_flags" AFTER DELETE ON "guide_comments" FOR EACH ROW EXECUTE FUNCTION "delete_guide_comment_flags"();

-- Flags of memories, comments and people go with their subject, as those of guide comments do
-- (above): no snapshot of deleted or erased content stays behind.
CREATE OR REPLACE FUNCTION "delete_subject_flags"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "flags" WHERE "subject_kind" = TG_ARGV[0] AND "subject_id" = OLD."id";
  RETURN OLD;
END;
$$;
CREATE OR REPLACE TRIGGER "memories_delete_flags" AFTER DELETE ON "memories" FOR EACH ROW EXECUTE FUNCTION "delete_subject_flags"('memory');
CREATE OR REPLACE TRIGGER "comments_delete_flags" AFTER DELETE ON "comments" FOR EACH ROW EXECUTE FUNCTION "delete_subject_flags"('comment');
CREATE OR REPLACE TRIGGER "users_delete_flags" AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "delete_subject_flags"('person');

