CREATE TABLE "memory_tag_count_shards" (
	"tag_id" integer NOT NULL,
	"shard" smallint NOT NULL,
	"delta" integer NOT NULL,
	CONSTRAINT "memory_tag_count_shards_tag_id_shard_pk" PRIMARY KEY("tag_id","shard")
);
--> statement-breakpoint
ALTER TABLE "memory_tag_count_shards" ADD CONSTRAINT "memory_tag_count_shards_tag_id_memory_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."memory_tags"("id") ON DELETE cascade ON UPDATE no action;