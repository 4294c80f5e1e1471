DROP INDEX "memories_public_idx";--> statement-breakpoint
DROP INDEX "memories_listed_idx";--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD COLUMN "rule" text;--> statement-breakpoint
ALTER TABLE "memories" ADD COLUMN "moderation_state" text;--> statement-breakpoint
CREATE INDEX "memories_public_idx" ON "memories" USING btree ("id") WHERE "memories"."visibility" = 'public' and "memories"."moderation_state" is null;--> statement-breakpoint
CREATE INDEX "memories_listed_idx" ON "memories" USING btree ("id","visibility","author_id") WHERE "memories"."visibility" <> 'private' and "memories"."moderation_state" is null;--> statement-breakpoint
-- A memory nobody but its author may see (held, hidden or removed) leaves the tag filter and the
-- tags' counts: its links carry `moderated` instead of its visibility, whoever writes them (an edit
-- of the memory included), and get its visibility back when it is shown again.
CREATE FUNCTION "moderated_tag_link"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "memories" WHERE "id" = NEW."memory_id" AND "moderation_state" IS NOT NULL) THEN
    NEW."visibility" := 'moderated';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "memory_tag_links_moderated" BEFORE INSERT OR UPDATE OF "visibility" ON "memory_tag_links" FOR EACH ROW EXECUTE FUNCTION "moderated_tag_link"();--> statement-breakpoint
CREATE FUNCTION "moderate_memory_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."moderation_state" IS DISTINCT FROM OLD."moderation_state" THEN
    UPDATE "memory_tag_links" SET "visibility" = CASE WHEN NEW."moderation_state" IS NULL THEN NEW."visibility" ELSE 'moderated' END
    WHERE "memory_id" = NEW."id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "memories_moderate_links" AFTER UPDATE OF "moderation_state" ON "memories" FOR EACH ROW EXECUTE FUNCTION "moderate_memory_links"();
