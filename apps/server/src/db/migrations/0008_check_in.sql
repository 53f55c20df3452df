CREATE TABLE "kiosks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locale_id" uuid NOT NULL,
	"name" text NOT NULL,
	"user_id" uuid NOT NULL,
	"pairing_code_hash" text,
	"pairing_expires_at" timestamp with time zone,
	"paired_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiosks_name_not_blank" CHECK (btrim("kiosks"."name") <> ''),
	CONSTRAINT "kiosks_pairing_pair" CHECK (("kiosks"."pairing_code_hash" is null) = ("kiosks"."pairing_expires_at" is null))
);
--> statement-breakpoint
CREATE TABLE "qr_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locale_id" uuid NOT NULL,
	"room" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qr_locations_room_not_blank" CHECK (btrim("qr_locations"."room") <> '')
);
--> statement-breakpoint
ALTER TABLE "check_ins" DROP CONSTRAINT "check_ins_method_valid";--> statement-breakpoint
ALTER TABLE "locales" ADD COLUMN "check_in_opens_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "gatherings" ADD COLUMN "schedule_slot" text;--> statement-breakpoint
ALTER TABLE "gatherings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gatherings" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_locations" ADD CONSTRAINT "qr_locations_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_locations" ADD CONSTRAINT "qr_locations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kiosks_user_unique" ON "kiosks" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kiosks_pairing_code_unique" ON "kiosks" USING btree ("pairing_code_hash");--> statement-breakpoint
CREATE INDEX "kiosks_locale_idx" ON "kiosks" USING btree ("locale_id");--> statement-breakpoint
CREATE INDEX "qr_locations_locale_idx" ON "qr_locations" USING btree ("locale_id");--> statement-breakpoint
ALTER TABLE "gatherings" ADD CONSTRAINT "gatherings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_client_id_unique" ON "check_ins" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "check_ins_gathering_time_idx" ON "check_ins" USING btree ("gathering_id","checked_in_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gatherings_schedule_slot_unique" ON "gatherings" USING btree ("locale_id","schedule_slot");--> statement-breakpoint
ALTER TABLE "locales" ADD CONSTRAINT "locales_check_in_opens" CHECK ("locales"."check_in_opens_minutes" between 0 and 720);--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_method_valid" CHECK (method in ('qr', 'qr-location', 'face', 'kiosk-search', 'manual', 'flock-leader', 'livestream'));