CREATE TABLE "face_descriptors" (
	"member_id" uuid NOT NULL,
	"capture" integer NOT NULL,
	"descriptor" "bytea" NOT NULL,
	CONSTRAINT "face_descriptors_member_id_capture_pk" PRIMARY KEY("member_id","capture"),
	CONSTRAINT "face_descriptors_size" CHECK (octet_length("face_descriptors"."descriptor") = 4096)
);
--> statement-breakpoint
CREATE TABLE "face_enrolments" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consent_version" text NOT NULL,
	"recorded_by" uuid,
	"in_person" boolean DEFAULT false NOT NULL,
	"model_name" text NOT NULL,
	"model_version" text NOT NULL,
	"centroid" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "face_enrolments_centroid_size" CHECK (octet_length("face_enrolments"."centroid") = 4096)
);
--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "face_score" real;--> statement-breakpoint
ALTER TABLE "kiosks" ADD COLUMN "face_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosks" ADD COLUMN "face_threshold" real;--> statement-breakpoint
ALTER TABLE "kiosks" ADD COLUMN "face_margin" real;--> statement-breakpoint
ALTER TABLE "kiosks" ADD COLUMN "settings_updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "face_descriptors" ADD CONSTRAINT "face_descriptors_member_id_face_enrolments_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."face_enrolments"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_enrolments" ADD CONSTRAINT "face_enrolments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_enrolments" ADD CONSTRAINT "face_enrolments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "face_enrolments_updated_idx" ON "face_enrolments" USING btree ("updated_at");