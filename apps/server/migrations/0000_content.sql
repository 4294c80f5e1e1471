CREATE TABLE "content_versions" (
	"collection" text PRIMARY KEY NOT NULL,
	"checksum" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crisis_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"region" text NOT NULL,
	"name" text NOT NULL,
	"contact" text NOT NULL,
	"href" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer NOT NULL,
	"sources" jsonb NOT NULL,
	CONSTRAINT "crisis_lines_slug_unique" UNIQUE("slug")
);
