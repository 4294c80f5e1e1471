-- A memory's language (issue 38, decision 082). Every memory so far was stemmed in English: 'en'
-- for them (and for their scores and tag links, which copy it), and their stored vectors are
-- already right. No table rewrite: a column with a constant default is written into the catalogue
-- only, and the search vector stops being a generated column (DROP EXPRESSION keeps every stored
-- value) to be written by the trigger `memories_keep_search` (memories.triggers.sql, applied after
-- this migration), which stems in the memory's language. Re-creating it as a generated column over
-- the language rewrote every row and rebuilt its GIN index under a lock that stops every read: 17 s
-- at 100,000 memories on PostgreSQL 15 here. This migration took 1.3-1.6 s there (the three new
-- indexes and the check's read of every memory), so about 15 s at a million, during which the
-- memories cannot be read.
ALTER TABLE "memories" ALTER COLUMN "search" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "memories" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "memory_scores" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "memory_tag_links" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "memories_language_list_idx" ON "memories" USING btree ("language","id","visibility","author_id","anonymous") WHERE "memories"."visibility" <> 'private' and "memories"."moderation_state" is null;--> statement-breakpoint
CREATE INDEX "memory_scores_language_rank_idx" ON "memory_scores" USING btree ("language","score","memory_id");--> statement-breakpoint
CREATE INDEX "memory_tag_links_language_idx" ON "memory_tag_links" USING btree ("tag_id","language","memory_id") WHERE "memory_tag_links"."visibility" = 'public';--> statement-breakpoint
ALTER TABLE "memories" ADD CONSTRAINT "memories_language_check" CHECK ("memories"."language" in ('en', 'es'));