CREATE TABLE "pep_visits" (
	"locale_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pep_id" uuid NOT NULL,
	"source" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"mobile" text,
	"email" text,
	"heard_from" text,
	"invited_by" uuid,
	"decision" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pep_visits_source_valid" CHECK ("pep_visits"."source" in ('visitor-form', 'event-rsvp')),
	CONSTRAINT "pep_visits_decision_valid" CHECK ("pep_visits"."decision" is null or "pep_visits"."decision" in ('applied', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "form_token_uses" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "church_events" ADD COLUMN "max_party_size" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "peps" ADD COLUMN "email_confirmed_for" text;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD COLUMN "address_key" text;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD COLUMN "link_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pep_visits" ADD CONSTRAINT "pep_visits_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pep_visits" ADD CONSTRAINT "pep_visits_pep_id_peps_id_fk" FOREIGN KEY ("pep_id") REFERENCES "public"."peps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pep_visits" ADD CONSTRAINT "pep_visits_invited_by_members_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pep_visits" ADD CONSTRAINT "pep_visits_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pep_visits_pep_idx" ON "pep_visits" USING btree ("pep_id","created_at");--> statement-breakpoint
CREATE INDEX "form_token_uses_expires_at_idx" ON "form_token_uses" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "event_rsvps_event_address_idx" ON "event_rsvps" USING btree ("event_id","address_key") WHERE "event_rsvps"."address_key" is not null;--> statement-breakpoint
ALTER TABLE "church_events" ADD CONSTRAINT "church_events_max_party_size" CHECK ("church_events"."max_party_size" between 1 and 20);