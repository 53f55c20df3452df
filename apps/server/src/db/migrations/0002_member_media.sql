CREATE TABLE "member_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_documents_content_type_valid" CHECK ("member_documents"."content_type" in ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "member_documents_size_valid" CHECK ("member_documents"."size" > 0 and "member_documents"."size" <= 10485760),
	CONSTRAINT "member_documents_file_name_valid" CHECK (btrim("member_documents"."file_name") <> '' and char_length("member_documents"."file_name") <= 160)
);
--> statement-breakpoint
CREATE TABLE "member_signatures" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"png" "bytea" NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_by" uuid,
	CONSTRAINT "member_signatures_png_size" CHECK (octet_length("member_signatures"."png") between 8 and 2097152)
);
--> statement-breakpoint
ALTER TABLE "member_documents" ADD CONSTRAINT "member_documents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_documents" ADD CONSTRAINT "member_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_signatures" ADD CONSTRAINT "member_signatures_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_signatures" ADD CONSTRAINT "member_signatures_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_documents_member_idx" ON "member_documents" USING btree ("member_id","uploaded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_documents_storage_key_unique" ON "member_documents" USING btree ("storage_key");