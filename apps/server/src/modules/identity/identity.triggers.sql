-- Sessions' changes announced to every instance, as it stands (decision 049).
-- Applied after the migrations at a start whose trigger files changed (src/db/trigger-files.ts):
-- change a rule here, never in a migration.
--
-- Every instance keeps recent session checks in memory (decision 043). A change to a session or to
-- the person behind it tells every instance, once the transaction commits, whose checks to forget:
-- a logout, a revocation, a rotation, a reset, a role change, a suspension or an erasure made on
-- one instance then counts on all of them.
CREATE OR REPLACE FUNCTION "announce_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch is planned only when it runs, so each names a column its own table has.
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('kindred_sessions', OLD."id"::text);
  ELSE
    PERFORM pg_notify('kindred_sessions', OLD."user_id"::text);
  END IF;
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "sessions_announce_change" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "announce_session_change"();
CREATE OR REPLACE TRIGGER "users_announce_change" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "announce_session_change"();

