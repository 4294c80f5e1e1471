CREATE INDEX "comments_author_memory_idx" ON "comments" USING btree ("author_id","memory_id");--> statement-breakpoint
DROP INDEX "comments_author_idx";
