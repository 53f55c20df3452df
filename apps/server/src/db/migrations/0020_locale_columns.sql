-- Issue 20: the locale column of every locale table that lacked one. Added nullable here; 0021 backfills it,
-- installs the triggers that keep it filled and makes it NOT NULL (the snapshot already says NOT NULL).
ALTER TABLE "member_addresses" ADD COLUMN "locale_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "member_destinations" ADD COLUMN "locale_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "member_educations" ADD COLUMN "locale_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "member_job_specs" ADD COLUMN "locale_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "member_relatives" ADD COLUMN "locale_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "member_section_flags" ADD COLUMN "locale_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "member_skills" ADD COLUMN "locale_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "member_spirituals" ADD COLUMN "locale_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "member_work_experiences" ADD COLUMN "locale_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "member_documents" ADD COLUMN "locale_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "member_signatures" ADD COLUMN "locale_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "email_change_requests" ADD COLUMN "locale_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD COLUMN "locale_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "face_descriptors" ADD COLUMN "locale_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "face_enrolments" ADD COLUMN "locale_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "pep_follow_ups" ADD COLUMN "locale_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "pep_stage_changes" ADD COLUMN "locale_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD COLUMN "locale_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "church_group_members" ADD COLUMN "locale_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "member_notes" ADD COLUMN "locale_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "gift_batch_lines" ADD COLUMN "locale_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "video_progress" ADD COLUMN "locale_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_destinations" ADD CONSTRAINT "member_destinations_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_educations" ADD CONSTRAINT "member_educations_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_job_specs" ADD CONSTRAINT "member_job_specs_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_relatives" ADD CONSTRAINT "member_relatives_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_section_flags" ADD CONSTRAINT "member_section_flags_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_skills" ADD CONSTRAINT "member_skills_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_spirituals" ADD CONSTRAINT "member_spirituals_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_work_experiences" ADD CONSTRAINT "member_work_experiences_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_documents" ADD CONSTRAINT "member_documents_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_signatures" ADD CONSTRAINT "member_signatures_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_change_requests" ADD CONSTRAINT "email_change_requests_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_descriptors" ADD CONSTRAINT "face_descriptors_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_enrolments" ADD CONSTRAINT "face_enrolments_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pep_follow_ups" ADD CONSTRAINT "pep_follow_ups_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pep_stage_changes" ADD CONSTRAINT "pep_stage_changes_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_group_members" ADD CONSTRAINT "church_group_members_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_batch_lines" ADD CONSTRAINT "gift_batch_lines_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;