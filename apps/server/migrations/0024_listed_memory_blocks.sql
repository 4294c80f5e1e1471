CREATE TABLE "listed_memory_blocks" (
	"block" bigint NOT NULL,
	"shard" smallint NOT NULL,
	"listed" integer NOT NULL,
	CONSTRAINT "listed_memory_blocks_block_shard_pk" PRIMARY KEY("block","shard")
);
--> statement-breakpoint
-- The memories already there, counted once; the trigger in memories.triggers.sql keeps it from here
-- (the block size, 1024 ids, is LISTED_BLOCK_SIZE in memory-list-statements.ts).
INSERT INTO "listed_memory_blocks" ("block", "shard", "listed")
  SELECT "id" / 1024, 0, count(*)::int FROM "memories"
  WHERE "visibility" = 'public' AND "moderation_state" IS NULL
  GROUP BY 1;
