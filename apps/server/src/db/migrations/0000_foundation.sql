CREATE SEQUENCE "public"."member_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "districts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locale_id" uuid NOT NULL,
	"name" text NOT NULL,
	"cluster" text GENERATED ALWAYS AS (coalesce(nullif(btrim(split_part(btrim(name), '-', 1)), ''), 'No Cluster')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flocks_name_not_blank" CHECK (btrim("flocks"."name") <> '')
);
--> statement-breakpoint
CREATE TABLE "locales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid,
	"name" text NOT NULL,
	"country_id" text NOT NULL,
	"time_zone" text NOT NULL,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"province" text,
	"postal_code" text,
	"phone" text,
	"email" text,
	"service_schedule" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locales_country_iso" CHECK ("locales"."country_id" ~ '^[A-Z]{2}$'),
	CONSTRAINT "locales_currency_iso" CHECK ("locales"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "locales_schedule_array" CHECK (jsonb_typeof("locales"."service_schedule") = 'array')
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"locale_id" uuid,
	"before" jsonb,
	"after" jsonb,
	"ip" "inet"
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"ip" "inet",
	CONSTRAINT "consents_kind_valid" CHECK ("consents"."kind" in ('data_privacy', 'disclaimer', 'face_recognition'))
);
--> statement-breakpoint
CREATE TABLE "login_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "role_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"scope_type" text NOT NULL,
	"scope_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "role_assignments_role_scope" CHECK (("role_assignments"."role" = 'member' and "role_assignments"."scope_type" = 'self' and "role_assignments"."scope_id" is null)
        or ("role_assignments"."role" = 'flock_leader' and "role_assignments"."scope_type" = 'flock' and "role_assignments"."scope_id" is not null)
        or ("role_assignments"."role" in ('locale_admin', 'finance', 'kiosk') and "role_assignments"."scope_type" = 'locale' and "role_assignments"."scope_id" is not null)
        or ("role_assignments"."role" = 'district_admin' and "role_assignments"."scope_type" = 'district' and "role_assignments"."scope_id" is not null)
        or ("role_assignments"."role" = 'super_admin' and "role_assignments"."scope_type" = 'all' and "role_assignments"."scope_id" is null))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"xsrf_token" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" "inet",
	CONSTRAINT "sessions_expiry_after_creation" CHECK ("sessions"."expires_at" > "sessions"."created_at")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"user_type" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_at" timestamp with time zone,
	"last_sign_in_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "users_type_valid" CHECK ("users"."user_type" in ('member', 'admin', 'kiosk')),
	CONSTRAINT "users_email_shape" CHECK (position('@' in "users"."email") > 1)
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"custom_id" text DEFAULT 'M' || lpad(nextval('member_number_seq')::text, 7, '0') NOT NULL,
	"user_id" uuid,
	"salutation" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"type" text DEFAULT 'member' NOT NULL,
	"current_locale_id" uuid NOT NULL,
	"flock_id" uuid,
	"endorsed" boolean DEFAULT false NOT NULL,
	"endorsed_by" uuid,
	"endorsed_at" timestamp with time zone,
	"photo" text,
	"birth_date" date,
	"gender" text,
	"mobile" text,
	"civil_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_type_valid" CHECK ("members"."type" in ('member', 'worker', 'officer', 'minister', 'youth', 'child')),
	CONSTRAINT "members_gender_valid" CHECK ("members"."gender" is null or "members"."gender" in ('male', 'female')),
	CONSTRAINT "members_civil_status_valid" CHECK ("members"."civil_status" is null or "members"."civil_status" in ('single', 'married', 'widowed', 'separated', 'divorced')),
	CONSTRAINT "members_names_not_blank" CHECK (btrim("members"."first_name") <> '' and btrim("members"."last_name") <> ''),
	CONSTRAINT "members_endorsement_complete" CHECK (("members"."endorsed" and "members"."endorsed_at" is not null) or (not "members"."endorsed" and "members"."endorsed_at" is null)),
	CONSTRAINT "members_mobile_e164" CHECK ("members"."mobile" is null or "members"."mobile" ~ '^\+[1-9][0-9]{6,14}$')
);
--> statement-breakpoint
CREATE TABLE "batch_names" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'other' NOT NULL,
	"year" integer,
	"locale_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_names_kind_valid" CHECK ("batch_names"."kind" in ('baptism', 'training', 'other')),
	CONSTRAINT "batch_names_year_range" CHECK ("batch_names"."year" is null or "batch_names"."year" between 1900 and 2200)
);
--> statement-breakpoint
CREATE TABLE "module_configs" (
	"module" text PRIMARY KEY NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flocks" ADD CONSTRAINT "flocks_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locales" ADD CONSTRAINT "locales_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_assignments" ADD CONSTRAINT "role_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_assignments" ADD CONSTRAINT "role_assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_current_locale_id_locales_id_fk" FOREIGN KEY ("current_locale_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_flock_id_flocks_id_fk" FOREIGN KEY ("flock_id") REFERENCES "public"."flocks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_endorsed_by_users_id_fk" FOREIGN KEY ("endorsed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_names" ADD CONSTRAINT "batch_names_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "districts_name_unique" ON "districts" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "flocks_locale_name_unique" ON "flocks" USING btree ("locale_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "locales_name_unique" ON "locales" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "locales_district_idx" ON "locales" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "role_assignments_unique" ON "role_assignments" USING btree ("user_id","role","scope_type",coalesce("scope_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "role_assignments_scope_idx" ON "role_assignments" USING btree ("scope_type","scope_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_unique" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_custom_id_unique" ON "members" USING btree ("custom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_user_unique" ON "members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "members_locale_idx" ON "members" USING btree ("current_locale_id","last_name","first_name");--> statement-breakpoint
CREATE INDEX "members_flock_idx" ON "members" USING btree ("flock_id");--> statement-breakpoint
CREATE UNIQUE INDEX "batch_names_unique" ON "batch_names" USING btree (lower("name"),coalesce("locale_id", '00000000-0000-0000-0000-000000000000'::uuid));