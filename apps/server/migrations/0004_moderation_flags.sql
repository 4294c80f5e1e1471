CREATE TABLE "flags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"flagger_key" text NOT NULL,
	"flagger_user_id" bigint,
	"reason" text NOT NULL,
	"note" text,
	"snapshot" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
-- Every report of a guide comment becomes a flag of that comment, with its flagger, reason, note,
-- snapshot and dates, before the old table goes: nothing anyone saved is lost (decision 019).
INSERT INTO "flags" ("subject_kind", "subject_id", "flagger_key", "flagger_user_id", "reason", "note", "snapshot", "created_at", "resolved_at")
SELECT 'guide_comment', "comment_id", "reporter_key", "reporter_user_id", "reason", "note", "snapshot", "created_at", "resolved_at"
FROM "guide_comment_reports" ORDER BY "id";--> statement-breakpoint
DROP TABLE "guide_comment_reports" CASCADE;--> statement-breakpoint
ALTER TABLE "flags" ADD CONSTRAINT "flags_flagger_user_id_users_id_fk" FOREIGN KEY ("flagger_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flags_once_key" ON "flags" USING btree ("subject_kind","subject_id","flagger_key");--> statement-breakpoint
CREATE INDEX "flags_open_idx" ON "flags" USING btree ("subject_kind","subject_id") WHERE "flags"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "flags_flagger_user_idx" ON "flags" USING btree ("flagger_user_id");--> statement-breakpoint
-- A flag has no foreign key to its subject (subjects are of several kinds), so the comment's delete
-- takes its flags with it here, as ON DELETE CASCADE did for guide_comment_reports: deleting a
-- comment or erasing its author's account leaves no snapshot of its text behind.
CREATE FUNCTION "delete_guide_comment_flags"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "flags" WHERE "subject_kind" = 'guide_comment' AND "subject_id" = OLD."id";
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "guide_comments_delete_flags" AFTER DELETE ON "guide_comments" FOR EACH ROW EXECUTE FUNCTION "delete_guide_comment_flags"();
