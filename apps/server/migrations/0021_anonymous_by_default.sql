ALTER TABLE "interaction_settings" ALTER COLUMN "listed_as_voter" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "anonymous" boolean DEFAULT false NOT NULL;