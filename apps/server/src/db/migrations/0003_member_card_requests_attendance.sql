CREATE TABLE "server_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"requested_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"new_email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"requested_by" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	CONSTRAINT "email_change_requests_status_valid" CHECK ("email_change_requests"."status" in ('pending', 'accepted', 'declined', 'cancelled', 'confirmed', 'expired')),
	CONSTRAINT "email_change_requests_email_not_blank" CHECK (btrim("email_change_requests"."new_email") <> '')
);
--> statement-breakpoint
CREATE TABLE "transfer_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"from_locale_id" uuid NOT NULL,
	"to_locale_id" uuid NOT NULL,
	"reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	CONSTRAINT "transfer_requests_status_valid" CHECK ("transfer_requests"."status" in ('pending', 'accepted', 'declined', 'cancelled', 'confirmed', 'expired')),
	CONSTRAINT "transfer_requests_moves" CHECK ("transfer_requests"."from_locale_id" <> "transfer_requests"."to_locale_id")
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gathering_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"locale_id" uuid NOT NULL,
	"method" text NOT NULL,
	"checked_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" uuid,
	CONSTRAINT "check_ins_method_valid" CHECK (method in ('qr', 'qr-location', 'face', 'kiosk-search', 'manual', 'flock-leader'))
);
--> statement-breakpoint
CREATE TABLE "gatherings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locale_id" uuid NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"kind" text DEFAULT 'worship' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gatherings_name_not_blank" CHECK (btrim("gatherings"."name") <> ''),
	CONSTRAINT "gatherings_period" CHECK ("gatherings"."ends_at" is null or "gatherings"."ends_at" >= "gatherings"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "card_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "card_issued_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_change_requests" ADD CONSTRAINT "email_change_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_change_requests" ADD CONSTRAINT "email_change_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_change_requests" ADD CONSTRAINT "email_change_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_from_locale_id_locales_id_fk" FOREIGN KEY ("from_locale_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_to_locale_id_locales_id_fk" FOREIGN KEY ("to_locale_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_gathering_id_gatherings_id_fk" FOREIGN KEY ("gathering_id") REFERENCES "public"."gatherings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gatherings" ADD CONSTRAINT "gatherings_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_unique" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_change_requests_one_pending" ON "email_change_requests" USING btree ("member_id") WHERE "email_change_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "email_change_requests_token_unique" ON "email_change_requests" USING btree ("token_hash") WHERE "email_change_requests"."token_hash" is not null;--> statement-breakpoint
CREATE INDEX "email_change_requests_member_idx" ON "email_change_requests" USING btree ("member_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_requests_one_pending" ON "transfer_requests" USING btree ("member_id") WHERE "transfer_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "transfer_requests_member_idx" ON "transfer_requests" USING btree ("member_id","requested_at");--> statement-breakpoint
CREATE INDEX "transfer_requests_to_idx" ON "transfer_requests" USING btree ("to_locale_id","status");--> statement-breakpoint
CREATE INDEX "transfer_requests_from_idx" ON "transfer_requests" USING btree ("from_locale_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_one_per_gathering" ON "check_ins" USING btree ("gathering_id","member_id");--> statement-breakpoint
CREATE INDEX "check_ins_member_idx" ON "check_ins" USING btree ("member_id","checked_in_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "check_ins_locale_idx" ON "check_ins" USING btree ("locale_id","checked_in_at");--> statement-breakpoint
CREATE INDEX "gatherings_locale_starts_idx" ON "gatherings" USING btree ("locale_id","starts_at");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_card_version_positive" CHECK ("members"."card_version" >= 1);