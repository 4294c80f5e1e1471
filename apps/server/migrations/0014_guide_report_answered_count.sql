-- A report says how many questions it was made from (issue 23): reports made before count the
-- session's answers as they stand, which is what those reports were last made from or close to it.
ALTER TABLE "guide_reports" ADD COLUMN "answered_count" integer;--> statement-breakpoint
UPDATE "guide_reports" r SET "answered_count" = (SELECT count(*) FROM "guide_answers" a WHERE a."session_id" = r."session_id");--> statement-breakpoint
ALTER TABLE "guide_reports" ALTER COLUMN "answered_count" SET NOT NULL;
