CREATE TABLE "church_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locale_id" uuid NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer,
	"description" text,
	"has_baptism" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "church_events_type_valid" CHECK ("church_events"."type" in ('worship', 'crusade', 'concert', 'seminar', 'baptism', 'other')),
	CONSTRAINT "church_events_title_not_blank" CHECK (btrim("church_events"."title") <> ''),
	CONSTRAINT "church_events_period" CHECK ("church_events"."ends_at" > "church_events"."starts_at"),
	CONSTRAINT "church_events_baptism_type" CHECK ("church_events"."type" <> 'baptism' or "church_events"."has_baptism"),
	CONSTRAINT "church_events_capacity_positive" CHECK ("church_events"."capacity" is null or "church_events"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "pep_follow_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pep_id" uuid NOT NULL,
	"due_on" date NOT NULL,
	"assignee_id" uuid,
	"note" text NOT NULL,
	"done_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pep_stage_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pep_id" uuid NOT NULL,
	"from_stage" text,
	"to_stage" text NOT NULL,
	"reason" text,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pep_stage_changes_to_valid" CHECK ("pep_stage_changes"."to_stage" in ('contacted', 'attending', 'studying', 'scheduled', 'baptized', 'member', 'dropped'))
);
--> statement-breakpoint
CREATE TABLE "peps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"mobile" text,
	"email" text,
	"birth_date" date,
	"gender" text,
	"address" text,
	"photo" text,
	"locale_id" uuid NOT NULL,
	"flock_id" uuid,
	"soul_winner_id" uuid,
	"source" text DEFAULT 'member-added' NOT NULL,
	"batch_name" text,
	"notes" text,
	"stage" text DEFAULT 'contacted' NOT NULL,
	"dropped_reason" text,
	"baptism_event_id" uuid,
	"baptized_at" timestamp with time zone,
	"baptismal_form" text,
	"member_id" uuid,
	"search_text" text DEFAULT '' NOT NULL,
	"contact_consent_at" timestamp with time zone,
	"heard_from" text,
	"last_contact_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "peps_stage_valid" CHECK ("peps"."stage" in ('contacted', 'attending', 'studying', 'scheduled', 'baptized', 'member', 'dropped')),
	CONSTRAINT "peps_source_valid" CHECK ("peps"."source" in ('visitor-form', 'event-rsvp', 'walk-in', 'member-added', 'import')),
	CONSTRAINT "peps_gender_valid" CHECK ("peps"."gender" is null or "peps"."gender" in ('male', 'female')),
	CONSTRAINT "peps_dropped_reason" CHECK ("peps"."stage" <> 'dropped' or "peps"."dropped_reason" is not null),
	CONSTRAINT "peps_names_not_blank" CHECK (btrim("peps"."first_name") <> '' and btrim("peps"."last_name") <> '')
);
--> statement-breakpoint
ALTER TABLE "church_events" ADD CONSTRAINT "church_events_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_events" ADD CONSTRAINT "church_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pep_follow_ups" ADD CONSTRAINT "pep_follow_ups_pep_id_peps_id_fk" FOREIGN KEY ("pep_id") REFERENCES "public"."peps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pep_follow_ups" ADD CONSTRAINT "pep_follow_ups_assignee_id_members_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pep_follow_ups" ADD CONSTRAINT "pep_follow_ups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pep_stage_changes" ADD CONSTRAINT "pep_stage_changes_pep_id_peps_id_fk" FOREIGN KEY ("pep_id") REFERENCES "public"."peps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pep_stage_changes" ADD CONSTRAINT "pep_stage_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peps" ADD CONSTRAINT "peps_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peps" ADD CONSTRAINT "peps_flock_id_flocks_id_fk" FOREIGN KEY ("flock_id") REFERENCES "public"."flocks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peps" ADD CONSTRAINT "peps_soul_winner_id_members_id_fk" FOREIGN KEY ("soul_winner_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peps" ADD CONSTRAINT "peps_baptism_event_id_church_events_id_fk" FOREIGN KEY ("baptism_event_id") REFERENCES "public"."church_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peps" ADD CONSTRAINT "peps_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peps" ADD CONSTRAINT "peps_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "church_events_locale_starts_idx" ON "church_events" USING btree ("locale_id","starts_at");--> statement-breakpoint
CREATE INDEX "pep_follow_ups_pep_idx" ON "pep_follow_ups" USING btree ("pep_id","due_on");--> statement-breakpoint
CREATE INDEX "pep_follow_ups_open_idx" ON "pep_follow_ups" USING btree ("due_on") WHERE "pep_follow_ups"."done_at" is null;--> statement-breakpoint
CREATE INDEX "pep_follow_ups_assignee_idx" ON "pep_follow_ups" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "pep_stage_changes_pep_idx" ON "pep_stage_changes" USING btree ("pep_id","changed_at");--> statement-breakpoint
CREATE INDEX "peps_locale_created_idx" ON "peps" USING btree ("locale_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "peps_soul_winner_idx" ON "peps" USING btree ("soul_winner_id");--> statement-breakpoint
CREATE INDEX "peps_flock_idx" ON "peps" USING btree ("flock_id");--> statement-breakpoint
CREATE INDEX "peps_baptism_event_idx" ON "peps" USING btree ("baptism_event_id");--> statement-breakpoint
-- PEP search (issue 13): any part of the name or mobile, accent- and case-blind (search_text is set by the server).
CREATE INDEX IF NOT EXISTS "peps_search_text_trgm_idx" ON "peps" USING gin ("search_text" gin_trgm_ops);
