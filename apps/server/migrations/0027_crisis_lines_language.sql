-- Crisis lines in each language Kindred speaks (issue 38, decision 083): a line is its slug in one
-- language, and the Spanish file lists lines the English one does not (024 in Spain). The rows there
-- are English, as before. The check lists LANGUAGES of packages/contract/src/languages.ts.
ALTER TABLE "crisis_lines" DROP CONSTRAINT "crisis_lines_slug_unique";--> statement-breakpoint
ALTER TABLE "crisis_lines" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "crisis_lines_language_slug_key" ON "crisis_lines" USING btree ("language","slug");--> statement-breakpoint
ALTER TABLE "crisis_lines" ADD CONSTRAINT "crisis_lines_language_check" CHECK ("crisis_lines"."language" in ('en', 'es'));