CREATE TABLE "event_rsvps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"mobile" text,
	"email" text,
	"party_size" integer DEFAULT 1 NOT NULL,
	"first_time" boolean DEFAULT false NOT NULL,
	"consent_to_contact" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"invited_by" uuid,
	"pep_id" uuid,
	"notes" text,
	"search_text" text DEFAULT '' NOT NULL,
	"code_version" integer DEFAULT 1 NOT NULL,
	"arrived_at" timestamp with time zone,
	"arrived_by" uuid,
	"cancelled_at" timestamp with time zone,
	"registered_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_rsvps_status_valid" CHECK ("event_rsvps"."status" in ('registered', 'confirmed', 'waitlisted', 'attended', 'cancelled')),
	CONSTRAINT "event_rsvps_source_valid" CHECK ("event_rsvps"."source" in ('invitation', 'flock-leader', 'walk-in')),
	CONSTRAINT "event_rsvps_party_size" CHECK ("event_rsvps"."party_size" between 1 and 20),
	CONSTRAINT "event_rsvps_names_not_blank" CHECK (btrim("event_rsvps"."first_name") <> '' and btrim("event_rsvps"."last_name") <> ''),
	CONSTRAINT "event_rsvps_attended_arrived" CHECK ("event_rsvps"."status" <> 'attended' or "event_rsvps"."arrived_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"sha256" text PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_sha256_hex" CHECK ("media_files"."sha256" ~ '^[a-f0-9]{64}$')
);
--> statement-breakpoint
ALTER TABLE "church_events" ADD COLUMN "venue" text;--> statement-breakpoint
ALTER TABLE "church_events" ADD COLUMN "flyer_url" text;--> statement-breakpoint
ALTER TABLE "church_events" ADD COLUMN "rsvp_opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "church_events" ADD COLUMN "rsvp_closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "church_events" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "church_events" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_event_id_church_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."church_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_invited_by_members_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_pep_id_peps_id_fk" FOREIGN KEY ("pep_id") REFERENCES "public"."peps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_arrived_by_users_id_fk" FOREIGN KEY ("arrived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_rsvps_event_created_idx" ON "event_rsvps" USING btree ("event_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "event_rsvps_event_status_idx" ON "event_rsvps" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "event_rsvps_invited_by_idx" ON "event_rsvps" USING btree ("invited_by");--> statement-breakpoint
CREATE INDEX "event_rsvps_pep_idx" ON "event_rsvps" USING btree ("pep_id");--> statement-breakpoint
CREATE INDEX "church_events_series_idx" ON "church_events" USING btree ("series_id");