-- What a memory's writes keep up to date (tags' counts, the tag filter, sort=top), as it stands
-- (decision 049).
-- Applied after the migrations at a start whose trigger files changed (src/db/trigger-files.ts):
-- change a rule here, never in a migration.
--
-- Each tag counts the public memories that carry it (the tag list's `memory_count`), kept here on
-- every change of a link rather than counted on read: a count over a million links is not cheap.
-- A memory's links carry its visibility, so a change of visibility is an update of its links.
-- The change goes to one of sixteen rows of the tag, picked by the writer's backend, not to the
-- tag's own row: every share with a popular tag locked that one row until its commit, so shares
-- with the same tag waited for each other (decision 072). The count read is the tag's settled
-- `memory_count` plus its rows' deltas.
CREATE OR REPLACE FUNCTION "memory_tag_links_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD."visibility" = 'public' THEN
    INSERT INTO "memory_tag_count_shards" ("tag_id", "shard", "delta")
      VALUES (OLD."tag_id", pg_backend_pid() % 16, -1)
      ON CONFLICT ("tag_id", "shard") DO UPDATE SET "delta" = "memory_tag_count_shards"."delta" - 1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."visibility" = 'public' THEN
    INSERT INTO "memory_tag_count_shards" ("tag_id", "shard", "delta")
      VALUES (NEW."tag_id", pg_backend_pid() % 16, 1)
      ON CONFLICT ("tag_id", "shard") DO UPDATE SET "delta" = "memory_tag_count_shards"."delta" + 1;
  END IF;
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "memory_tag_links_count" AFTER INSERT OR DELETE OR UPDATE OF "visibility" ON "memory_tag_links" FOR EACH ROW EXECUTE FUNCTION "memory_tag_links_count"();

-- A memory nobody but its author may see (held, hidden or removed) leaves the tag filter and the
-- tags' counts: its links carry `moderated` instead of its visibility, whoever writes them (an edit
-- of the memory included), and get its visibility back when it is shown again.
CREATE OR REPLACE FUNCTION "moderated_tag_link"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "memories" WHERE "id" = NEW."memory_id" AND "moderation_state" IS NOT NULL) THEN
    NEW."visibility" := 'moderated';
  END IF;
  RETURN NEW;
END;
$$;
CREATE OR REPLACE TRIGGER "memory_tag_links_moderated" BEFORE INSERT OR UPDATE OF "visibility" ON "memory_tag_links" FOR EACH ROW EXECUTE FUNCTION "moderated_tag_link"();

-- A memory set aside or shown again takes its links with it.
CREATE OR REPLACE FUNCTION "moderate_memory_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."moderation_state" IS DISTINCT FROM OLD."moderation_state" THEN
    UPDATE "memory_tag_links" SET "visibility" = CASE WHEN NEW."moderation_state" IS NULL THEN NEW."visibility" ELSE 'moderated' END
    WHERE "memory_id" = NEW."id";
  END IF;
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "memories_moderate_links" AFTER UPDATE OF "moderation_state" ON "memories" FOR EACH ROW EXECUTE FUNCTION "moderate_memory_links"();

-- sort=top (decision 031): every new memory enters memory_scores with its score; rows older than the
-- window leave as new memories come (one index probe when nothing is due). The window is 30 days;
-- a day more is kept so a clock a little behind another instance's never drops a row too early.
CREATE OR REPLACE FUNCTION "score_new_memory"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "memory_scores" WHERE "created_at" < NEW."created_at" - interval '31 days';
  INSERT INTO "memory_scores" ("memory_id", "created_at", "score", "language")
    VALUES (NEW."id", NEW."created_at", NEW."vote_count" + NEW."me_too_count", NEW."language");
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "memories_score_new" AFTER INSERT ON "memories" FOR EACH ROW EXECUTE FUNCTION "score_new_memory"();

-- A vote or a me-too given or taken back moves the memory's score in the same transaction (the
-- counting triggers of interactions.triggers.sql update the memory; this follows them).
CREATE OR REPLACE FUNCTION "rescore_memory"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "memory_scores" SET "score" = NEW."vote_count" + NEW."me_too_count" WHERE "memory_id" = NEW."id";
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "memories_rescore" AFTER UPDATE OF "vote_count", "me_too_count" ON "memories" FOR EACH ROW
  WHEN (OLD."vote_count" + OLD."me_too_count" IS DISTINCT FROM NEW."vote_count" + NEW."me_too_count")
  EXECUTE FUNCTION "rescore_memory"();

-- A memory's language is copied to its score and its tag links, whose lists narrowed to a language
-- walk that language's rows alone (decision 082): a new link takes it from its memory, and a
-- memory's language corrected moves its score and its links.
CREATE OR REPLACE FUNCTION "link_memory_language"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."language" := coalesce((SELECT "language" FROM "memories" WHERE "id" = NEW."memory_id"), NEW."language");
  RETURN NEW;
END;
$$;
CREATE OR REPLACE TRIGGER "memory_tag_links_language" BEFORE INSERT ON "memory_tag_links" FOR EACH ROW EXECUTE FUNCTION "link_memory_language"();

CREATE OR REPLACE FUNCTION "move_memory_language"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "memory_scores" SET "language" = NEW."language" WHERE "memory_id" = NEW."id";
  UPDATE "memory_tag_links" SET "language" = NEW."language" WHERE "memory_id" = NEW."id";
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "memories_move_language" AFTER UPDATE OF "language" ON "memories" FOR EACH ROW
  WHEN (OLD."language" IS DISTINCT FROM NEW."language")
  EXECUTE FUNCTION "move_memory_language"();


-- A memory's search vector (decision 082): its title (weight A) and body (weight B) stemmed in the
-- language it is written in, `spanish` for 'es' and `english` otherwise, written on every insert and
-- every change of its title, body or language; other updates (its counts, its version) leave it be.
-- `memory_search_config` is the one place a memory's language meets its text search configuration:
-- the search statements ask it too (memory-search.repository.ts), and `npm run seed:load`, which
-- writes with triggers off, calls `memory_search_vector` itself.
CREATE OR REPLACE FUNCTION "memory_search_config"(p_language text) RETURNS regconfig LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE p_language WHEN 'es' THEN 'spanish'::regconfig ELSE 'english'::regconfig END
$$;

CREATE OR REPLACE FUNCTION "memory_search_vector"(p_language text, p_title text, p_body text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector(memory_search_config(p_language), p_title), 'A')
    || setweight(to_tsvector(memory_search_config(p_language), p_body), 'B')
$$;

CREATE OR REPLACE FUNCTION "keep_memory_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search" := memory_search_vector(NEW."language", NEW."title", NEW."body");
  RETURN NEW;
END;
$$;
CREATE OR REPLACE TRIGGER "memories_keep_search" BEFORE INSERT OR UPDATE OF "title", "body", "language" ON "memories" FOR EACH ROW EXECUTE FUNCTION "keep_memory_search"();

-- Every change of a memory's row raises its version (decision 060): an edit, its visibility, whether
-- it is anonymous, a moderator's decision, its counts. The caches keep copies under the version and
-- read it in the statement that decides whether the reader may read the memory, so a copy from
-- before the change is never picked, on any instance. Writers of other tables that change what a
-- memory's readers are shown (its comments, its author's name) raise it by updating the row.
CREATE OR REPLACE FUNCTION "raise_memory_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."version" := OLD."version" + 1;
  RETURN NEW;
END;
$$;
CREATE OR REPLACE TRIGGER "memories_raise_version" BEFORE UPDATE ON "memories" FOR EACH ROW EXECUTE FUNCTION "raise_memory_version"();

-- A memory's readers are shown its author's display name and public id (`author` on a named memory):
-- a change of either raises the version of every memory the person wrote, in the same transaction,
-- so no shared copy still naming them the old way is picked again (decision 060). Every memory, not
-- only the named ones: one made named while the name changes would otherwise keep a copy with the
-- old name under its new version.
CREATE OR REPLACE FUNCTION "raise_authored_memory_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "memories" SET "version" = "version" + 1 WHERE "author_id" = NEW."id";
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "users_raise_memory_versions" AFTER UPDATE OF "display_name", "public_id" ON "users" FOR EACH ROW
  WHEN (OLD."display_name" IS DISTINCT FROM NEW."display_name" OR OLD."public_id" IS DISTINCT FROM NEW."public_id")
  EXECUTE FUNCTION "raise_authored_memory_versions"();

-- A memory hidden narrows what its hider may be shown: their relation version rises (decision 089,
-- `raise_relation_version` is the connections module's), so a list read on a replica before the
-- hide is not sent to them.
CREATE OR REPLACE FUNCTION "memory_hides_raise_relation_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "raise_relation_version"(NEW."user_id");
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "memory_hides_raise_relation_version" AFTER INSERT ON "memory_hides"
  FOR EACH ROW EXECUTE FUNCTION "memory_hides_raise_relation_version"();

-- How many memories every visitor may list (public, not set aside) each block of 1024 ids holds
-- (listed_memory_blocks, LISTED_BLOCK_SIZE in memory-list-statements.ts): a page far down the newest
-- list, asked by its number, starts from these counts instead of walking every row above it
-- (decision 079). Kept like the tag counts, in one of sixteen rows of the block picked by the
-- writer's backend: every share lands in the newest block.
CREATE OR REPLACE FUNCTION "memories_count_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_listed boolean := TG_OP <> 'INSERT' AND OLD."visibility" = 'public' AND OLD."moderation_state" IS NULL;
  is_listed boolean := TG_OP <> 'DELETE' AND NEW."visibility" = 'public' AND NEW."moderation_state" IS NULL;
  memory_id bigint := CASE WHEN TG_OP = 'DELETE' THEN OLD."id" ELSE NEW."id" END;
BEGIN
  IF was_listed = is_listed THEN
    RETURN NULL;
  END IF;
  INSERT INTO "listed_memory_blocks" ("block", "shard", "listed")
    VALUES (memory_id / 1024, pg_backend_pid() % 16, CASE WHEN is_listed THEN 1 ELSE -1 END)
    ON CONFLICT ("block", "shard") DO UPDATE
      SET "listed" = "listed_memory_blocks"."listed" + CASE WHEN is_listed THEN 1 ELSE -1 END;
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "memories_count_listed" AFTER INSERT OR DELETE OR UPDATE OF "visibility", "moderation_state" ON "memories" FOR EACH ROW EXECUTE FUNCTION "memories_count_listed"();

-- What the memories module answers and keeps for the other modules' triggers (decision 077): they
-- call these rather than read or write the memories table themselves.

-- A memory's author (null: no such memory, or its author erased).
CREATE OR REPLACE FUNCTION "memory_author"(p_memory bigint) RETURNS bigint LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT "author_id" FROM "memories" WHERE "id" = p_memory);
END;
$$;

-- Whether a person acting on a memory must stay unnamed: the memory's own author on an anonymous memory.
CREATE OR REPLACE FUNCTION "acts_as_anonymous_author"(p_memory bigint, p_actor bigint) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT "anonymous" AND "author_id" = p_actor FROM "memories" WHERE "id" = p_memory), false)
$$;

-- The counts a memory shows of what people give it ('me_too', 'love', 'vote', 'comment'), moved by
-- `p_delta` in the writer's transaction; like any update of the memory, it raises its version.
CREATE OR REPLACE FUNCTION "add_to_memory_count"(p_memory bigint, p_count text, p_delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_count = 'me_too' THEN
    UPDATE "memories" SET "me_too_count" = "me_too_count" + p_delta WHERE "id" = p_memory;
  ELSIF p_count = 'love' THEN
    UPDATE "memories" SET "love_count" = "love_count" + p_delta WHERE "id" = p_memory;
  ELSIF p_count = 'vote' THEN
    UPDATE "memories" SET "vote_count" = "vote_count" + p_delta WHERE "id" = p_memory;
  ELSIF p_count = 'comment' THEN
    UPDATE "memories" SET "comment_count" = "comment_count" + p_delta WHERE "id" = p_memory;
  ELSE
    RAISE EXCEPTION 'no count % of a memory', p_count;
  END IF;
END;
$$;

-- Raises the version of these memories (decision 060): what their readers are shown changed.
CREATE OR REPLACE FUNCTION "raise_memory_versions"(p_memories bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "memories" SET "version" = "version" + 1 WHERE "id" = ANY (p_memories);
END;
$$;
