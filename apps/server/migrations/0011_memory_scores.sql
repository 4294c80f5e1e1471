CREATE TABLE "memory_scores" (
	"memory_id" bigint PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"score" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memory_scores" ADD CONSTRAINT "memory_scores_memory_id_memories_id_fk" FOREIGN KEY ("memory_id") REFERENCES "public"."memories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memory_scores_rank_idx" ON "memory_scores" USING btree ("score","memory_id");--> statement-breakpoint
CREATE INDEX "memory_scores_created_idx" ON "memory_scores" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "memories_connections_idx" ON "memories" USING btree ("author_id","id") WHERE "memories"."visibility" = 'connections' and "memories"."moderation_state" is null;--> statement-breakpoint
-- sort=top (decision 031): every new memory enters memory_scores with its score; rows older than the
-- window leave as new memories come (one index probe when nothing is due). The window is 30 days;
-- a day more is kept so a clock a little behind another instance's never drops a row too early.
CREATE FUNCTION "score_new_memory"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "memory_scores" WHERE "created_at" < NEW."created_at" - interval '31 days';
  INSERT INTO "memory_scores" ("memory_id", "created_at", "score")
    VALUES (NEW."id", NEW."created_at", NEW."vote_count" + NEW."me_too_count");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "memories_score_new" AFTER INSERT ON "memories" FOR EACH ROW EXECUTE FUNCTION "score_new_memory"();--> statement-breakpoint
-- A vote or a me-too given or taken back moves the memory's score in the same transaction (the
-- counting triggers of migration 0006 update the memory; this follows them).
CREATE FUNCTION "rescore_memory"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "memory_scores" SET "score" = NEW."vote_count" + NEW."me_too_count" WHERE "memory_id" = NEW."id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "memories_rescore" AFTER UPDATE OF "vote_count", "me_too_count" ON "memories" FOR EACH ROW
  WHEN (OLD."vote_count" + OLD."me_too_count" IS DISTINCT FROM NEW."vote_count" + NEW."me_too_count")
  EXECUTE FUNCTION "rescore_memory"();--> statement-breakpoint
INSERT INTO "memory_scores" ("memory_id", "created_at", "score")
  SELECT "id", "created_at", "vote_count" + "me_too_count" FROM "memories" WHERE "created_at" >= now() - interval '31 days';--> statement-breakpoint
-- Search plans (decision 031): with the default statistics, a word outside the few hundred most
-- common ones is guessed at 0.5 % of memories, so a rare word's search walked every memory from the
-- newest end looking for a match. A finer sample tells rare words from common ones.
ALTER TABLE "memories" ALTER COLUMN "search" SET STATISTICS 1000;
