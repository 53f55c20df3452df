ALTER TABLE "members" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_educations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_job_specs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_relatives" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_skills" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_spirituals" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_work_experiences" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Record versions (issue 10): the ETag of a member's record and of each profile-section entry, and the
-- If-Match of their edits. The database raises the version on every UPDATE, whichever feature writes the
-- row (personal data, placement, a transfer, an endorsement, an import…), so no writer can forget it.
CREATE OR REPLACE FUNCTION congregate_next_version() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN NEW.version := OLD.version + 1; RETURN NEW; END $$;--> statement-breakpoint
CREATE TRIGGER members_next_version BEFORE UPDATE ON "members"
  FOR EACH ROW EXECUTE FUNCTION congregate_next_version();--> statement-breakpoint
CREATE TRIGGER member_addresses_next_version BEFORE UPDATE ON "member_addresses"
  FOR EACH ROW EXECUTE FUNCTION congregate_next_version();--> statement-breakpoint
CREATE TRIGGER member_educations_next_version BEFORE UPDATE ON "member_educations"
  FOR EACH ROW EXECUTE FUNCTION congregate_next_version();--> statement-breakpoint
CREATE TRIGGER member_job_specs_next_version BEFORE UPDATE ON "member_job_specs"
  FOR EACH ROW EXECUTE FUNCTION congregate_next_version();--> statement-breakpoint
CREATE TRIGGER member_relatives_next_version BEFORE UPDATE ON "member_relatives"
  FOR EACH ROW EXECUTE FUNCTION congregate_next_version();--> statement-breakpoint
CREATE TRIGGER member_skills_next_version BEFORE UPDATE ON "member_skills"
  FOR EACH ROW EXECUTE FUNCTION congregate_next_version();--> statement-breakpoint
CREATE TRIGGER member_spirituals_next_version BEFORE UPDATE ON "member_spirituals"
  FOR EACH ROW EXECUTE FUNCTION congregate_next_version();--> statement-breakpoint
CREATE TRIGGER member_work_experiences_next_version BEFORE UPDATE ON "member_work_experiences"
  FOR EACH ROW EXECUTE FUNCTION congregate_next_version();
