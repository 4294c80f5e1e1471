CREATE TABLE "guide_answers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" bigint NOT NULL,
	"item_id" integer NOT NULL,
	"value" text NOT NULL,
	"counts" boolean NOT NULL,
	"answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guide_comment_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"comment_id" bigint NOT NULL,
	"reporter_key" text NOT NULL,
	"reporter_user_id" bigint,
	"reason" text NOT NULL,
	"note" text,
	"snapshot" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "guide_comment_votes" (
	"comment_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "guide_comment_votes_comment_id_session_id_pk" PRIMARY KEY("comment_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "guide_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" bigint,
	"user_id" bigint,
	"section_slug" text NOT NULL,
	"trauma_slug" text,
	"body" text NOT NULL,
	"author_name" text,
	"created_at" timestamp with time zone NOT NULL,
	"hidden_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "guide_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer NOT NULL,
	"title" text NOT NULL,
	"intro" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "guide_groups_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "guide_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"group_id" integer NOT NULL,
	"kind" text NOT NULL,
	"type_slug" text,
	"prompt" text NOT NULL,
	"help_text" text NOT NULL,
	"options" jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "guide_items_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "guide_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" bigint NOT NULL,
	"status" text NOT NULL,
	"ace_score" integer NOT NULL,
	"expanded_count" integer NOT NULL,
	"pce_score" integer NOT NULL,
	"present_types" jsonb NOT NULL,
	"caregivers" jsonb,
	"generated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "guide_reports_session_id_unique" UNIQUE("session_id")
);
--> statement-breakpoint
CREATE TABLE "guide_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"key_sealed" text,
	"user_id" bigint,
	"consent_version" integer NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trauma_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"framework" text NOT NULL,
	"family" text NOT NULL,
	"nature" text NOT NULL,
	"summary" text NOT NULL,
	"prevalence" jsonb,
	"detail" jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "trauma_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "guide_answers" ADD CONSTRAINT "guide_answers_session_id_guide_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."guide_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_answers" ADD CONSTRAINT "guide_answers_item_id_guide_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."guide_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_comment_reports" ADD CONSTRAINT "guide_comment_reports_comment_id_guide_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."guide_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_comment_reports" ADD CONSTRAINT "guide_comment_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_comment_votes" ADD CONSTRAINT "guide_comment_votes_comment_id_guide_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."guide_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_comment_votes" ADD CONSTRAINT "guide_comment_votes_session_id_guide_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."guide_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_comments" ADD CONSTRAINT "guide_comments_session_id_guide_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."guide_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_comments" ADD CONSTRAINT "guide_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_items" ADD CONSTRAINT "guide_items_group_id_guide_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."guide_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_reports" ADD CONSTRAINT "guide_reports_session_id_guide_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."guide_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_sessions" ADD CONSTRAINT "guide_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guide_answers_session_item_key" ON "guide_answers" USING btree ("session_id","item_id");--> statement-breakpoint
CREATE INDEX "guide_answers_item_counts_idx" ON "guide_answers" USING btree ("item_id") WHERE "guide_answers"."counts";--> statement-breakpoint
CREATE UNIQUE INDEX "guide_comment_reports_once_key" ON "guide_comment_reports" USING btree ("comment_id","reporter_key");--> statement-breakpoint
CREATE INDEX "guide_comment_votes_session_idx" ON "guide_comment_votes" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "guide_comments_section_idx" ON "guide_comments" USING btree ("section_slug","created_at");--> statement-breakpoint
CREATE INDEX "guide_comments_user_idx" ON "guide_comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "guide_comments_session_idx" ON "guide_comments" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guide_sessions_key_hash_key" ON "guide_sessions" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "guide_sessions_user_id_idx" ON "guide_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "guide_sessions_expires_at_idx" ON "guide_sessions" USING btree ("expires_at");