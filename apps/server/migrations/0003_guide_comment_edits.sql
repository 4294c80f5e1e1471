ALTER TABLE "guide_comments" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
-- Nobody can mark their own comment helpful: remove such votes cast before that rule existed,
-- from the session that wrote the comment or from another session of the same account.
DELETE FROM "guide_comment_votes" v USING "guide_comments" c WHERE v."comment_id" = c."id" AND v."session_id" = c."session_id";--> statement-breakpoint
DELETE FROM "guide_comment_votes" v USING "guide_comments" c, "guide_sessions" s WHERE v."comment_id" = c."id" AND v."session_id" = s."id" AND c."user_id" IS NOT NULL AND s."user_id" = c."user_id";
