-- What the connections module answers about two people, for the other modules' triggers, as it
-- stands (decision 049; decision 077: a module asks the owner of a table, here in SQL, rather than
-- read it). Applied after the migrations at a start whose trigger files changed
-- (src/db/trigger-files.ts): change a rule here, never in a migration. PL/pgSQL, so each keeps its
-- plan for the connection like the trigger that calls it.

-- Whether either of two people blocked the other (decision 036).
CREATE OR REPLACE FUNCTION "blocked_either_way"(p_one bigint, p_other bigint) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (SELECT 1 FROM "user_blocks"
                 WHERE ("blocker_id" = p_one AND "blocked_id" = p_other)
                    OR ("blocker_id" = p_other AND "blocked_id" = p_one));
END;
$$;

-- Whether `p_muter` muted `p_muted` (decision 036).
CREATE OR REPLACE FUNCTION "mutes"(p_muter bigint, p_muted bigint) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (SELECT 1 FROM "user_mutes" WHERE "muter_id" = p_muter AND "muted_id" = p_muted);
END;
$$;

-- Whether a person chose to be listed as a voter (no row: not listed, decision 057).
CREATE OR REPLACE FUNCTION "listed_as_voter"(p_person bigint) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN coalesce((SELECT "listed_as_voter" FROM "interaction_settings" WHERE "user_id" = p_person), false);
END;
$$;

-- What a person may be shown narrowed through a relation (decision 089): a member's list read on a
-- replica is sent only while the primary still has the version the replica read, so a block, a
-- mute, an ended connection or a hidden memory is never shown as it was before. Raised in the
-- writer's transaction; a person being deleted (a cascade) has no row to raise.
CREATE OR REPLACE FUNCTION "raise_relation_version"(p_person bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "users" WHERE "id" = p_person) THEN
    INSERT INTO "relation_versions" ("user_id", "version") VALUES (p_person, 1)
      ON CONFLICT ("user_id") DO UPDATE SET "version" = "relation_versions"."version" + 1;
  END IF;
END;
$$;

CREATE OR REPLACE FUNCTION "raise_relation_versions_of_block"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "raise_relation_version"(OLD."blocker_id");
    PERFORM "raise_relation_version"(OLD."blocked_id");
  ELSE
    PERFORM "raise_relation_version"(NEW."blocker_id");
    PERFORM "raise_relation_version"(NEW."blocked_id");
  END IF;
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "user_blocks_raise_relation_versions" AFTER INSERT OR DELETE ON "user_blocks"
  FOR EACH ROW EXECUTE FUNCTION "raise_relation_versions_of_block"();

CREATE OR REPLACE FUNCTION "raise_relation_version_of_mute"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "raise_relation_version"(OLD."muter_id");
  ELSE
    PERFORM "raise_relation_version"(NEW."muter_id");
  END IF;
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "user_mutes_raise_relation_version" AFTER INSERT OR DELETE ON "user_mutes"
  FOR EACH ROW EXECUTE FUNCTION "raise_relation_version_of_mute"();

-- Only an ended connection narrows: a request, a refusal or an acceptance shows nothing less.
CREATE OR REPLACE FUNCTION "raise_relation_versions_of_connection"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "raise_relation_version"(OLD."user_low");
  PERFORM "raise_relation_version"(OLD."user_high");
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "connections_ended_raise_relation_versions" AFTER DELETE ON "connections"
  FOR EACH ROW WHEN (OLD."status" = 'connected') EXECUTE FUNCTION "raise_relation_versions_of_connection"();
CREATE OR REPLACE TRIGGER "connections_left_raise_relation_versions" AFTER UPDATE OF "status" ON "connections"
  FOR EACH ROW WHEN (OLD."status" = 'connected' AND NEW."status" <> 'connected')
  EXECUTE FUNCTION "raise_relation_versions_of_connection"();
