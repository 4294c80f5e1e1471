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
