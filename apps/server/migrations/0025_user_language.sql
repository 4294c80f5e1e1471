-- A person's saved language (issue 38, decision 081): null until they choose, and Kindred follows the
-- browser's. The check lists LANGUAGES of packages/contract/src/languages.ts: a new language is a
-- migration that widens it.
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'es'));