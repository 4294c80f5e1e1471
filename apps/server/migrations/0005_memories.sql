CREATE TABLE "memories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hash_id" text NOT NULL,
	"shareable_link" text NOT NULL,
	"author_id" bigint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"mt" smallint NOT NULL,
	"age_range" text,
	"content_warnings" text[] NOT NULL,
	"author_warnings" text[] NOT NULL,
	"visibility" text NOT NULL,
	"anonymous" boolean NOT NULL,
	"comments_policy" text NOT NULL,
	"me_too_count" integer DEFAULT 0 NOT NULL,
	"love_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"edited_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "body"), 'B')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memory_hides" (
	"user_id" bigint NOT NULL,
	"memory_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "memory_hides_user_id_memory_id_pk" PRIMARY KEY("user_id","memory_id")
);
--> statement-breakpoint
CREATE TABLE "memory_tag_kinds" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "memory_tag_kinds_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "memory_tag_links" (
	"memory_id" bigint NOT NULL,
	"tag_id" integer NOT NULL,
	"visibility" text NOT NULL,
	CONSTRAINT "memory_tag_links_memory_id_tag_id_pk" PRIMARY KEY("memory_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "memory_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"mt" smallint[] NOT NULL,
	"disabled" boolean NOT NULL,
	"safety_filters" text[] NOT NULL,
	"sort_order" integer NOT NULL,
	"memory_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "memory_tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "preference_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"slug" text NOT NULL,
	"label" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preference_choices" (
	"user_id" bigint NOT NULL,
	"option_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_preference_choices_user_id_option_id_pk" PRIMARY KEY("user_id","option_id")
);
--> statement-breakpoint
ALTER TABLE "memories" ADD CONSTRAINT "memories_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_hides" ADD CONSTRAINT "memory_hides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_hides" ADD CONSTRAINT "memory_hides_memory_id_memories_id_fk" FOREIGN KEY ("memory_id") REFERENCES "public"."memories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_tag_links" ADD CONSTRAINT "memory_tag_links_memory_id_memories_id_fk" FOREIGN KEY ("memory_id") REFERENCES "public"."memories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_tag_links" ADD CONSTRAINT "memory_tag_links_tag_id_memory_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."memory_tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_tags" ADD CONSTRAINT "memory_tags_kind_id_memory_tag_kinds_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."memory_tag_kinds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preference_choices" ADD CONSTRAINT "user_preference_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preference_choices" ADD CONSTRAINT "user_preference_choices_option_id_preference_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."preference_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "memories_hash_id_key" ON "memories" USING btree ("hash_id");--> statement-breakpoint
CREATE UNIQUE INDEX "memories_shareable_link_key" ON "memories" USING btree ("shareable_link");--> statement-breakpoint
CREATE INDEX "memories_public_idx" ON "memories" USING btree ("id") WHERE "memories"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "memories_listed_idx" ON "memories" USING btree ("id","visibility","author_id") WHERE "memories"."visibility" <> 'private';--> statement-breakpoint
CREATE INDEX "memories_author_idx" ON "memories" USING btree ("author_id","id");--> statement-breakpoint
CREATE INDEX "memories_search_idx" ON "memories" USING gin ("search");--> statement-breakpoint
CREATE INDEX "memory_hides_memory_idx" ON "memory_hides" USING btree ("memory_id");--> statement-breakpoint
CREATE INDEX "memory_tag_links_public_idx" ON "memory_tag_links" USING btree ("tag_id","memory_id") WHERE "memory_tag_links"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "memory_tags_kind_idx" ON "memory_tags" USING btree ("kind_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "preference_options_category_slug_key" ON "preference_options" USING btree ("category","slug");--> statement-breakpoint
CREATE INDEX "user_preference_choices_option_idx" ON "user_preference_choices" USING btree ("option_id");--> statement-breakpoint
-- Each tag counts the public memories that carry it (the tag list's `memory_count`), kept here on
-- every change of a link rather than counted on read: a count over a million links is not cheap.
-- A memory's links carry its visibility, so a change of visibility is an update of its links.
CREATE FUNCTION "memory_tag_links_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD."visibility" = 'public' THEN
    UPDATE "memory_tags" SET "memory_count" = "memory_count" - 1 WHERE "id" = OLD."tag_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."visibility" = 'public' THEN
    UPDATE "memory_tags" SET "memory_count" = "memory_count" + 1 WHERE "id" = NEW."tag_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "memory_tag_links_count" AFTER INSERT OR DELETE OR UPDATE OF "visibility" ON "memory_tag_links" FOR EACH ROW EXECUTE FUNCTION "memory_tag_links_count"();
