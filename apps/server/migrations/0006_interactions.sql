CREATE TABLE "report_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"label" text NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"target_kinds" smallint[] NOT NULL,
	"disabled" boolean NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "report_reasons_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"memory_id" bigint NOT NULL,
	"author_id" bigint,
	"parent_id" bigint,
	"body" text NOT NULL,
	"love_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "comment_loves" (
	"comment_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "comment_loves_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "feedback_counts" (
	"subject_kind" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"phrase_id" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "feedback_counts_subject_kind_subject_id_phrase_id_pk" PRIMARY KEY("subject_kind","subject_id","phrase_id")
);
--> statement-breakpoint
CREATE TABLE "feedback_given" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phrase_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"memory_id" bigint NOT NULL,
	"comment_id" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_phrases" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"label" text NOT NULL,
	"applies_to" text[] NOT NULL,
	"disabled" boolean NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "feedback_phrases_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "interaction_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"accepts_connection_requests" boolean DEFAULT true NOT NULL,
	"listed_as_voter" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "me_toos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"memory_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"note" text,
	"anonymous" boolean NOT NULL,
	"loved_back_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memory_loves" (
	"memory_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "memory_loves_memory_id_user_id_pk" PRIMARY KEY("memory_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"memory_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "votes_memory_id_user_id_pk" PRIMARY KEY("memory_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "connections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_low" bigint NOT NULL,
	"user_high" bigint NOT NULL,
	"requester_id" bigint NOT NULL,
	"memory_id" bigint,
	"message" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "connections_pair_order" CHECK ("connections"."user_low" < "connections"."user_high")
);
--> statement-breakpoint
CREATE TABLE "user_blocks" (
	"blocker_id" bigint NOT NULL,
	"blocked_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id")
);
--> statement-breakpoint
CREATE TABLE "user_mutes" (
	"muter_id" bigint NOT NULL,
	"muted_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_mutes_muter_id_muted_id_pk" PRIMARY KEY("muter_id","muted_id")
);
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_memory_id_memories_id_fk" FOREIGN KEY ("memory_id") REFERENCES "public"."memories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_loves" ADD CONSTRAINT "comment_loves_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_loves" ADD CONSTRAINT "comment_loves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_given" ADD CONSTRAINT "feedback_given_phrase_id_feedback_phrases_id_fk" FOREIGN KEY ("phrase_id") REFERENCES "public"."feedback_phrases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_given" ADD CONSTRAINT "feedback_given_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_given" ADD CONSTRAINT "feedback_given_memory_id_memories_id_fk" FOREIGN KEY ("memory_id") REFERENCES "public"."memories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_given" ADD CONSTRAINT "feedback_given_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_settings" ADD CONSTRAINT "interaction_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "me_toos" ADD CONSTRAINT "me_toos_memory_id_memories_id_fk" FOREIGN KEY ("memory_id") REFERENCES "public"."memories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "me_toos" ADD CONSTRAINT "me_toos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_loves" ADD CONSTRAINT "memory_loves_memory_id_memories_id_fk" FOREIGN KEY ("memory_id") REFERENCES "public"."memories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_loves" ADD CONSTRAINT "memory_loves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_memory_id_memories_id_fk" FOREIGN KEY ("memory_id") REFERENCES "public"."memories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_user_low_users_id_fk" FOREIGN KEY ("user_low") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_user_high_users_id_fk" FOREIGN KEY ("user_high") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_memory_id_memories_id_fk" FOREIGN KEY ("memory_id") REFERENCES "public"."memories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_mutes" ADD CONSTRAINT "user_mutes_muter_id_users_id_fk" FOREIGN KEY ("muter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_mutes" ADD CONSTRAINT "user_mutes_muted_id_users_id_fk" FOREIGN KEY ("muted_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_top_idx" ON "comments" USING btree ("memory_id","id") WHERE "comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "comments_replies_idx" ON "comments" USING btree ("parent_id","id");--> statement-breakpoint
CREATE INDEX "comments_author_idx" ON "comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "comment_loves_user_idx" ON "comment_loves" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_given_memory_once_key" ON "feedback_given" USING btree ("memory_id","user_id","phrase_id") WHERE "feedback_given"."comment_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_given_comment_once_key" ON "feedback_given" USING btree ("comment_id","user_id","phrase_id") WHERE "feedback_given"."comment_id" is not null;--> statement-breakpoint
CREATE INDEX "feedback_given_user_idx" ON "feedback_given" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "me_toos_once_key" ON "me_toos" USING btree ("memory_id","user_id");--> statement-breakpoint
CREATE INDEX "me_toos_memory_idx" ON "me_toos" USING btree ("memory_id","id");--> statement-breakpoint
CREATE INDEX "me_toos_user_idx" ON "me_toos" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "memory_loves_user_idx" ON "memory_loves" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "votes_memory_idx" ON "votes" USING btree ("memory_id","created_at","user_id");--> statement-breakpoint
CREATE INDEX "votes_user_idx" ON "votes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "connections_pair_key" ON "connections" USING btree ("user_low","user_high");--> statement-breakpoint
CREATE INDEX "connections_low_idx" ON "connections" USING btree ("user_low","status","id");--> statement-breakpoint
CREATE INDEX "connections_high_idx" ON "connections" USING btree ("user_high","status","id");--> statement-breakpoint
CREATE INDEX "connections_memory_idx" ON "connections" USING btree ("memory_id","id") WHERE "connections"."status" = 'connected';--> statement-breakpoint
CREATE INDEX "user_blocks_blocked_idx" ON "user_blocks" USING btree ("blocked_id","blocker_id");--> statement-breakpoint
CREATE INDEX "user_mutes_muted_idx" ON "user_mutes" USING btree ("muted_id");--> statement-breakpoint
-- The counts a memory and a comment show are kept here, in the writer's transaction, rather than
-- counted on read (no count over a table at a million rows). Triggers, not application code, so that
-- rows removed by a cascade (a memory's delete, an account's erasure) take their counts with them.
CREATE FUNCTION "count_memory_reaction"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
  target bigint := CASE WHEN TG_OP = 'INSERT' THEN NEW."memory_id" ELSE OLD."memory_id" END;
BEGIN
  IF TG_TABLE_NAME = 'me_toos' THEN
    UPDATE "memories" SET "me_too_count" = "me_too_count" + delta WHERE "id" = target;
  ELSIF TG_TABLE_NAME = 'memory_loves' THEN
    UPDATE "memories" SET "love_count" = "love_count" + delta WHERE "id" = target;
  ELSIF TG_TABLE_NAME = 'votes' THEN
    UPDATE "memories" SET "vote_count" = "vote_count" + delta WHERE "id" = target;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "me_toos_count" AFTER INSERT OR DELETE ON "me_toos" FOR EACH ROW EXECUTE FUNCTION "count_memory_reaction"();--> statement-breakpoint
CREATE TRIGGER "memory_loves_count" AFTER INSERT OR DELETE ON "memory_loves" FOR EACH ROW EXECUTE FUNCTION "count_memory_reaction"();--> statement-breakpoint
CREATE TRIGGER "votes_count" AFTER INSERT OR DELETE ON "votes" FOR EACH ROW EXECUTE FUNCTION "count_memory_reaction"();--> statement-breakpoint
CREATE FUNCTION "count_comment_love"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "comments" SET "love_count" = "love_count" + 1 WHERE "id" = NEW."comment_id";
  ELSE
    UPDATE "comments" SET "love_count" = "love_count" - 1 WHERE "id" = OLD."comment_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "comment_loves_count" AFTER INSERT OR DELETE ON "comment_loves" FOR EACH ROW EXECUTE FUNCTION "count_comment_love"();--> statement-breakpoint
-- A memory's comment count is of the comments people can read: a deleted comment kept for its
-- replies no longer counts.
CREATE FUNCTION "count_memory_comment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW."deleted_at" IS NULL THEN
    UPDATE "memories" SET "comment_count" = "comment_count" + 1 WHERE "id" = NEW."memory_id";
  ELSIF TG_OP = 'DELETE' AND OLD."deleted_at" IS NULL THEN
    UPDATE "memories" SET "comment_count" = "comment_count" - 1 WHERE "id" = OLD."memory_id";
  ELSIF TG_OP = 'UPDATE' AND OLD."deleted_at" IS NULL AND NEW."deleted_at" IS NOT NULL THEN
    UPDATE "memories" SET "comment_count" = "comment_count" - 1 WHERE "id" = NEW."memory_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "comments_count" AFTER INSERT OR DELETE OR UPDATE OF "deleted_at" ON "comments" FOR EACH ROW EXECUTE FUNCTION "count_memory_comment"();--> statement-breakpoint
-- Erasing an account sets its comments' author to null; each then goes, except one with replies,
-- which stays as an empty "deleted" entry so other people's replies are not lost.
CREATE FUNCTION "erase_orphaned_comment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."author_id" IS NULL AND OLD."author_id" IS NOT NULL THEN
    IF EXISTS (SELECT 1 FROM "comments" WHERE "parent_id" = NEW."id") THEN
      UPDATE "comments" SET "body" = '', "deleted_at" = coalesce("deleted_at", now()) WHERE "id" = NEW."id";
    ELSE
      DELETE FROM "comments" WHERE "id" = NEW."id";
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "comments_erase_orphaned" AFTER UPDATE OF "author_id" ON "comments" FOR EACH ROW EXECUTE FUNCTION "erase_orphaned_comment"();--> statement-breakpoint
CREATE FUNCTION "count_feedback"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "feedback_counts" ("subject_kind", "subject_id", "phrase_id", "count")
    VALUES (CASE WHEN NEW."comment_id" IS NULL THEN 'memory' ELSE 'comment' END,
            coalesce(NEW."comment_id", NEW."memory_id"), NEW."phrase_id", 1)
    ON CONFLICT ("subject_kind", "subject_id", "phrase_id") DO UPDATE SET "count" = "feedback_counts"."count" + 1;
  ELSE
    UPDATE "feedback_counts" SET "count" = "count" - 1
    WHERE "subject_kind" = CASE WHEN OLD."comment_id" IS NULL THEN 'memory' ELSE 'comment' END
      AND "subject_id" = coalesce(OLD."comment_id", OLD."memory_id") AND "phrase_id" = OLD."phrase_id";
    DELETE FROM "feedback_counts"
    WHERE "subject_kind" = CASE WHEN OLD."comment_id" IS NULL THEN 'memory' ELSE 'comment' END
      AND "subject_id" = coalesce(OLD."comment_id", OLD."memory_id") AND "phrase_id" = OLD."phrase_id"
      AND "count" <= 0;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "feedback_given_count" AFTER INSERT OR DELETE ON "feedback_given" FOR EACH ROW EXECUTE FUNCTION "count_feedback"();--> statement-breakpoint
-- Flags of memories, comments and people go with their subject, as those of guide comments do
-- (migration 0004): no snapshot of deleted or erased content stays behind.
CREATE FUNCTION "delete_subject_flags"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "flags" WHERE "subject_kind" = TG_ARGV[0] AND "subject_id" = OLD."id";
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "memories_delete_flags" AFTER DELETE ON "memories" FOR EACH ROW EXECUTE FUNCTION "delete_subject_flags"('memory');--> statement-breakpoint
CREATE TRIGGER "comments_delete_flags" AFTER DELETE ON "comments" FOR EACH ROW EXECUTE FUNCTION "delete_subject_flags"('comment');--> statement-breakpoint
CREATE TRIGGER "users_delete_flags" AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "delete_subject_flags"('person');
