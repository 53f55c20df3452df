CREATE TABLE "member_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"label" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text,
	"city" text NOT NULL,
	"province" text,
	"postal_code" text,
	"country_id" text NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	CONSTRAINT "member_addresses_label_valid" CHECK ("member_addresses"."label" in ('home', 'work', 'other')),
	CONSTRAINT "member_addresses_country_iso" CHECK ("member_addresses"."country_id" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "member_destinations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"from_locale_id" uuid,
	"to_locale_id" uuid NOT NULL,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_destinations_moves" CHECK ("member_destinations"."from_locale_id" is null or "member_destinations"."from_locale_id" <> "member_destinations"."to_locale_id")
);
--> statement-breakpoint
CREATE TABLE "member_educations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"level" text NOT NULL,
	"school" text NOT NULL,
	"course" text,
	"year_from" integer,
	"year_to" integer,
	"graduated" boolean DEFAULT false NOT NULL,
	CONSTRAINT "member_educations_level_valid" CHECK ("member_educations"."level" in ('elementary', 'high_school', 'vocational', 'college', 'postgraduate')),
	CONSTRAINT "member_educations_years_range" CHECK ("member_educations"."year_from" between 1900 and 2200 and "member_educations"."year_to" between 1900 and 2200),
	CONSTRAINT "member_educations_years_order" CHECK ("member_educations"."year_from" is null or "member_educations"."year_to" is null or "member_educations"."year_from" <= "member_educations"."year_to")
);
--> statement-breakpoint
CREATE TABLE "member_job_specs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"duty" text NOT NULL,
	"ministry" text,
	"since" date,
	"until" date,
	CONSTRAINT "member_job_specs_period" CHECK ("member_job_specs"."since" is null or "member_job_specs"."until" is null or "member_job_specs"."since" <= "member_job_specs"."until")
);
--> statement-breakpoint
CREATE TABLE "member_relatives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"relationship" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" date,
	"mobile" text,
	"relative_member_id" uuid,
	CONSTRAINT "member_relatives_relationship_valid" CHECK ("member_relatives"."relationship" in ('spouse', 'child', 'parent', 'sibling', 'guardian', 'other')),
	CONSTRAINT "member_relatives_mobile_e164" CHECK ("member_relatives"."mobile" is null or "member_relatives"."mobile" ~ '^\+[1-9][0-9]{6,14}$'),
	CONSTRAINT "member_relatives_not_self" CHECK ("member_relatives"."relative_member_id" is null or "member_relatives"."relative_member_id" <> "member_relatives"."member_id")
);
--> statement-breakpoint
CREATE TABLE "member_section_flags" (
	"member_id" uuid NOT NULL,
	"section" text NOT NULL,
	"none_to_add" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_section_flags_member_id_section_pk" PRIMARY KEY("member_id","section"),
	CONSTRAINT "member_section_flags_section_valid" CHECK ("member_section_flags"."section" in ('addressBook', 'familyBackground', 'educationalBackground', 'workExperiences', 'skills', 'spiritualJourney'))
);
--> statement-breakpoint
CREATE TABLE "member_skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"category" text,
	"level" text,
	CONSTRAINT "member_skills_level_valid" CHECK ("member_skills"."level" is null or "member_skills"."level" in ('basic', 'intermediate', 'advanced', 'expert'))
);
--> statement-breakpoint
CREATE TABLE "member_spirituals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"place" text,
	"officiant" text,
	"notes" text,
	CONSTRAINT "member_spirituals_kind_valid" CHECK ("member_spirituals"."kind" in ('water_baptism', 'holy_spirit_baptism', 'joined', 'bible_study_completed', 'dedication', 'ordination', 'ministry_assignment', 'other'))
);
--> statement-breakpoint
CREATE TABLE "member_work_experiences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"employer" text NOT NULL,
	"position" text NOT NULL,
	"country_id" text,
	"date_from" date NOT NULL,
	"date_to" date,
	"current" boolean DEFAULT false NOT NULL,
	CONSTRAINT "member_work_experiences_country_iso" CHECK ("member_work_experiences"."country_id" is null or "member_work_experiences"."country_id" ~ '^[A-Z]{2}$'),
	CONSTRAINT "member_work_experiences_period" CHECK ("member_work_experiences"."date_to" is null or "member_work_experiences"."date_from" <= "member_work_experiences"."date_to"),
	CONSTRAINT "member_work_experiences_current_open" CHECK (not ("member_work_experiences"."current" and "member_work_experiences"."date_to" is not null))
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "middle_name" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "suffix" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "nickname" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "nationality" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "blood_type" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "emergency_contact_name" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "emergency_contact_mobile" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "emergency_contact_relationship" text;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_destinations" ADD CONSTRAINT "member_destinations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_destinations" ADD CONSTRAINT "member_destinations_from_locale_id_locales_id_fk" FOREIGN KEY ("from_locale_id") REFERENCES "public"."locales"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_destinations" ADD CONSTRAINT "member_destinations_to_locale_id_locales_id_fk" FOREIGN KEY ("to_locale_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_destinations" ADD CONSTRAINT "member_destinations_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_educations" ADD CONSTRAINT "member_educations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_job_specs" ADD CONSTRAINT "member_job_specs_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_relatives" ADD CONSTRAINT "member_relatives_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_relatives" ADD CONSTRAINT "member_relatives_relative_member_id_members_id_fk" FOREIGN KEY ("relative_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_section_flags" ADD CONSTRAINT "member_section_flags_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_skills" ADD CONSTRAINT "member_skills_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_spirituals" ADD CONSTRAINT "member_spirituals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_work_experiences" ADD CONSTRAINT "member_work_experiences_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_addresses_member_idx" ON "member_addresses" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_addresses_one_current" ON "member_addresses" USING btree ("member_id") WHERE "member_addresses"."is_current";--> statement-breakpoint
CREATE INDEX "member_destinations_member_idx" ON "member_destinations" USING btree ("member_id","moved_at");--> statement-breakpoint
CREATE INDEX "member_educations_member_idx" ON "member_educations" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_job_specs_member_idx" ON "member_job_specs" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_relatives_member_idx" ON "member_relatives" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_relatives_relative_idx" ON "member_relatives" USING btree ("relative_member_id");--> statement-breakpoint
CREATE INDEX "member_skills_member_idx" ON "member_skills" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_spirituals_member_idx" ON "member_spirituals" USING btree ("member_id","date");--> statement-breakpoint
CREATE INDEX "member_work_experiences_member_idx" ON "member_work_experiences" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_emergency_mobile_e164" CHECK ("members"."emergency_contact_mobile" is null or "members"."emergency_contact_mobile" ~ '^\+[1-9][0-9]{6,14}$');--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_nationality_iso" CHECK ("members"."nationality" is null or "members"."nationality" ~ '^[A-Z]{2}$');--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_blood_type_valid" CHECK ("members"."blood_type" is null or "members"."blood_type" in ('A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'));