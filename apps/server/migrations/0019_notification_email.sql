CREATE TABLE "notification_email_muted_types" (
	"user_id" bigint NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_email_muted_types_user_id_type_pk" PRIMARY KEY("user_id","type")
);
--> statement-breakpoint
CREATE TABLE "notification_email_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"mode" text DEFAULT 'off' NOT NULL,
	"detailed" boolean DEFAULT false NOT NULL,
	"digest_hour" smallint DEFAULT 18 NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"unsubscribe_generation" integer DEFAULT 0 NOT NULL,
	"turned_off_at" timestamp with time zone,
	"turned_off_by" text,
	"emailed_through" bigint DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_email_settings_mode_check" CHECK ("notification_email_settings"."mode" in ('off', 'immediate', 'daily')),
	CONSTRAINT "notification_email_settings_hour_check" CHECK ("notification_email_settings"."digest_hour" between 0 and 23)
);
--> statement-breakpoint
ALTER TABLE "notification_email_muted_types" ADD CONSTRAINT "notification_email_muted_types_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_email_settings" ADD CONSTRAINT "notification_email_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_email_settings_due_idx" ON "notification_email_settings" USING btree ("due_at") WHERE "notification_email_settings"."due_at" is not null;