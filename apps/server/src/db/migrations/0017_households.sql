CREATE TABLE "family_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_member_id" uuid NOT NULL,
	"to_member_id" uuid NOT NULL,
	"relative_entry_id" uuid,
	"relationship" text NOT NULL,
	"wedding_date" date,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "family_requests_relationship_valid" CHECK ("family_requests"."relationship" in ('spouse', 'parent', 'child', 'sibling')),
	CONSTRAINT "family_requests_status_valid" CHECK ("family_requests"."status" in ('pending', 'accepted', 'declined', 'cancelled')),
	CONSTRAINT "family_requests_not_self" CHECK ("family_requests"."from_member_id" <> "family_requests"."to_member_id")
);
--> statement-breakpoint
CREATE TABLE "household_dependants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" date,
	"relationship" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_dependants_relationship_valid" CHECK ("household_dependants"."relationship" in ('child', 'grandchild', 'ward', 'other'))
);
--> statement-breakpoint
CREATE TABLE "household_members" (
	"household_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "household_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"member_id" uuid,
	"email" text,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	CONSTRAINT "household_requests_kind_valid" CHECK ("household_requests"."kind" in ('join', 'invite')),
	CONSTRAINT "household_requests_status_valid" CHECK ("household_requests"."status" in ('pending', 'accepted', 'declined', 'cancelled')),
	CONSTRAINT "household_requests_someone" CHECK ("household_requests"."member_id" is not null or "household_requests"."email" is not null)
);
--> statement-breakpoint
CREATE TABLE "households" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"head_member_id" uuid,
	"address_id" uuid,
	"line1" text,
	"line2" text,
	"city" text,
	"province" text,
	"postal_code" text,
	"country_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "households_name_not_blank" CHECK (btrim("households"."name") <> ''),
	CONSTRAINT "households_country_iso" CHECK ("households"."country_id" is null or "households"."country_id" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
ALTER TABLE "check_ins" DROP CONSTRAINT "check_ins_method_valid";--> statement-breakpoint
ALTER TABLE "family_requests" ADD CONSTRAINT "family_requests_from_member_id_members_id_fk" FOREIGN KEY ("from_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_requests" ADD CONSTRAINT "family_requests_to_member_id_members_id_fk" FOREIGN KEY ("to_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_requests" ADD CONSTRAINT "family_requests_relative_entry_id_member_relatives_id_fk" FOREIGN KEY ("relative_entry_id") REFERENCES "public"."member_relatives"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_dependants" ADD CONSTRAINT "household_dependants_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_requests" ADD CONSTRAINT "household_requests_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_requests" ADD CONSTRAINT "household_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_requests" ADD CONSTRAINT "household_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_requests" ADD CONSTRAINT "household_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "households" ADD CONSTRAINT "households_head_member_id_members_id_fk" FOREIGN KEY ("head_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "households" ADD CONSTRAINT "households_address_id_member_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."member_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_requests_to_idx" ON "family_requests" USING btree ("to_member_id","status");--> statement-breakpoint
CREATE INDEX "family_requests_from_idx" ON "family_requests" USING btree ("from_member_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "family_requests_one_pending" ON "family_requests" USING btree ("from_member_id","to_member_id") WHERE "family_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "household_dependants_household_idx" ON "household_dependants" USING btree ("household_id");--> statement-breakpoint
CREATE UNIQUE INDEX "household_members_one_household" ON "household_members" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "household_members_household_idx" ON "household_members" USING btree ("household_id");--> statement-breakpoint
CREATE INDEX "household_requests_household_idx" ON "household_requests" USING btree ("household_id","status");--> statement-breakpoint
CREATE INDEX "household_requests_member_idx" ON "household_requests" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "household_requests_email_idx" ON "household_requests" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "household_requests_one_pending_member" ON "household_requests" USING btree ("household_id","member_id") WHERE "household_requests"."status" = 'pending' and "household_requests"."member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "household_requests_one_pending_email" ON "household_requests" USING btree ("household_id","email") WHERE "household_requests"."status" = 'pending' and "household_requests"."email" is not null;--> statement-breakpoint
CREATE INDEX "households_head_idx" ON "households" USING btree ("head_member_id");--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_method_valid" CHECK (method in ('qr', 'qr-location', 'face', 'kiosk-search', 'manual', 'flock-leader', 'livestream', 'household'));