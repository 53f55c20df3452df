CREATE TABLE "awards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locale_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"recipient_type" text NOT NULL,
	"member_id" uuid,
	"flock_id" uuid,
	"title" text,
	"note" text,
	"score" integer,
	"computed_at" timestamp with time zone,
	"given_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "awards_kind_valid" CHECK ("awards"."kind" in ('perfect_attendance', 'best_attendance', 'most_improved', 'most_invites', 'most_baptized', 'manual')),
	CONSTRAINT "awards_period_valid" CHECK ("awards"."period" in ('month', 'year')),
	CONSTRAINT "awards_recipient_type_valid" CHECK ("awards"."recipient_type" in ('member', 'flock')),
	CONSTRAINT "awards_one_recipient" CHECK (("awards"."recipient_type" = 'member' and "awards"."member_id" is not null and "awards"."flock_id" is null)
        or ("awards"."recipient_type" = 'flock' and "awards"."flock_id" is not null and "awards"."member_id" is null)),
	CONSTRAINT "awards_manual_titled" CHECK ("awards"."kind" <> 'manual' or (btrim(coalesce("awards"."title", '')) <> '')),
	CONSTRAINT "awards_computed_not_manual" CHECK (("awards"."kind" = 'manual') = ("awards"."computed_at" is null)),
	CONSTRAINT "awards_period_start" CHECK (extract(day from "awards"."period_start") = 1 and ("awards"."period" = 'month' or extract(month from "awards"."period_start") = 1))
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"locale_id" uuid,
	"name" text NOT NULL,
	"color" text DEFAULT 'blue' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_kind_valid" CHECK ("categories"."kind" in ('record-board', 'video')),
	CONSTRAINT "categories_name_not_blank" CHECK (btrim("categories"."name") <> '')
);
--> statement-breakpoint
CREATE TABLE "church_group_members" (
	"group_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"added_by" uuid,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "church_group_members_group_id_member_id_pk" PRIMARY KEY("group_id","member_id"),
	CONSTRAINT "church_group_members_role_valid" CHECK ("church_group_members"."role" in ('leader', 'member'))
);
--> statement-breakpoint
CREATE TABLE "church_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locale_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"description" text,
	"join_policy" text DEFAULT 'request' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "church_groups_name_not_blank" CHECK (btrim("church_groups"."name") <> ''),
	CONSTRAINT "church_groups_type_valid" CHECK ("church_groups"."type" in ('choir', 'ushers', 'youth', 'music', 'prayer', 'outreach', 'children', 'other')),
	CONSTRAINT "church_groups_join_policy_valid" CHECK ("church_groups"."join_policy" in ('open', 'request'))
);
--> statement-breakpoint
CREATE TABLE "join_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"locale_id" uuid NOT NULL,
	"flock_id" uuid,
	"group_id" uuid,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "join_requests_one_target" CHECK (("join_requests"."flock_id" is null) <> ("join_requests"."group_id" is null)),
	CONSTRAINT "join_requests_status_valid" CHECK ("join_requests"."status" in ('pending', 'accepted', 'declined', 'withdrawn')),
	CONSTRAINT "join_requests_decision_complete" CHECK (("join_requests"."status" = 'pending') = ("join_requests"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "member_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_notes_body_not_blank" CHECK (btrim("member_notes"."body") <> '')
);
--> statement-breakpoint
CREATE TABLE "record_board_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locale_id" uuid NOT NULL,
	"entry_id" uuid,
	"file_key" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_board_attachments_type_valid" CHECK ("record_board_attachments"."content_type" in ('image/webp', 'application/pdf'))
);
--> statement-breakpoint
CREATE TABLE "record_board_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locale_id" uuid NOT NULL,
	"title" text NOT NULL,
	"category_id" uuid,
	"entry_date" date NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"author_id" uuid,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_board_entries_title_not_blank" CHECK (btrim("record_board_entries"."title") <> '')
);
--> statement-breakpoint
CREATE TABLE "record_board_settings" (
	"locale_id" uuid PRIMARY KEY NOT NULL,
	"who_may_post" text DEFAULT 'admins' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_board_settings_posters_valid" CHECK ("record_board_settings"."who_may_post" in ('admins', 'leaders', 'members'))
);
--> statement-breakpoint
ALTER TABLE "flocks" ADD COLUMN "cluster_name" text;--> statement-breakpoint
ALTER TABLE "flocks" drop column "cluster";--> statement-breakpoint
ALTER TABLE "flocks" ADD COLUMN "cluster" text GENERATED ALWAYS AS (coalesce(nullif(btrim(cluster_name), ''), nullif(btrim(split_part(btrim(name), '-', 1)), ''), 'No Cluster')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "flocks" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "role_assignments" ADD COLUMN "position" text;--> statement-breakpoint
UPDATE "role_assignments" SET "position" = 'leader' WHERE "role" = 'flock_leader';--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "wedding_date" date;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_flock_id_flocks_id_fk" FOREIGN KEY ("flock_id") REFERENCES "public"."flocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_given_by_users_id_fk" FOREIGN KEY ("given_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_group_members" ADD CONSTRAINT "church_group_members_group_id_church_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."church_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_group_members" ADD CONSTRAINT "church_group_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_group_members" ADD CONSTRAINT "church_group_members_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_groups" ADD CONSTRAINT "church_groups_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_groups" ADD CONSTRAINT "church_groups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_requests" ADD CONSTRAINT "join_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_requests" ADD CONSTRAINT "join_requests_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_requests" ADD CONSTRAINT "join_requests_flock_id_flocks_id_fk" FOREIGN KEY ("flock_id") REFERENCES "public"."flocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_requests" ADD CONSTRAINT "join_requests_group_id_church_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."church_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_requests" ADD CONSTRAINT "join_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_board_attachments" ADD CONSTRAINT "record_board_attachments_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_board_attachments" ADD CONSTRAINT "record_board_attachments_entry_id_record_board_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."record_board_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_board_attachments" ADD CONSTRAINT "record_board_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_board_entries" ADD CONSTRAINT "record_board_entries_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_board_entries" ADD CONSTRAINT "record_board_entries_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_board_entries" ADD CONSTRAINT "record_board_entries_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_board_settings" ADD CONSTRAINT "record_board_settings_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_board_settings" ADD CONSTRAINT "record_board_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "awards_computed_unique" ON "awards" USING btree ("locale_id","kind","period","period_start",coalesce("member_id", "flock_id")) WHERE "awards"."kind" <> 'manual';--> statement-breakpoint
CREATE INDEX "awards_locale_period_idx" ON "awards" USING btree ("locale_id","period","period_start");--> statement-breakpoint
CREATE INDEX "awards_member_idx" ON "awards" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "awards_flock_idx" ON "awards" USING btree ("flock_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_kind_locale_name_unique" ON "categories" USING btree ("kind",coalesce("locale_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("name"));--> statement-breakpoint
CREATE INDEX "church_group_members_member_idx" ON "church_group_members" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "church_groups_locale_name_unique" ON "church_groups" USING btree ("locale_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "join_requests_pending_unique" ON "join_requests" USING btree ("member_id",coalesce("flock_id", "group_id")) WHERE "join_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "join_requests_flock_idx" ON "join_requests" USING btree ("flock_id","status");--> statement-breakpoint
CREATE INDEX "join_requests_group_idx" ON "join_requests" USING btree ("group_id","status");--> statement-breakpoint
CREATE INDEX "join_requests_locale_idx" ON "join_requests" USING btree ("locale_id","status","created_at");--> statement-breakpoint
CREATE INDEX "join_requests_member_idx" ON "join_requests" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "member_notes_member_idx" ON "member_notes" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "record_board_attachments_entry_idx" ON "record_board_attachments" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "record_board_attachments_unattached_idx" ON "record_board_attachments" USING btree ("created_at") WHERE "record_board_attachments"."entry_id" is null;--> statement-breakpoint
CREATE INDEX "record_board_entries_locale_date_idx" ON "record_board_entries" USING btree ("locale_id","entry_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "record_board_entries_category_idx" ON "record_board_entries" USING btree ("category_id");--> statement-breakpoint
ALTER TABLE "role_assignments" ADD CONSTRAINT "role_assignments_position" CHECK ("role_assignments"."position" is null or ("role_assignments"."role" = 'flock_leader' and "role_assignments"."position" in ('leader', 'assistant')));