-- Issue 20: every row that belongs to a locale carries its locale_id (the distribution column of a Citus
-- cluster, docs/scaling.md). The columns were added nullable by 0020; this fills them, keeps them filled and
-- then makes them NOT NULL.
--
-- 1. An insert that leaves locale_id out gets its parent's: congregate_locale_from_parent(parent table,
--    this table's column naming the parent row, the parent's locale column). No insert site had to change.
CREATE OR REPLACE FUNCTION congregate_locale_from_parent() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  parent_id uuid;
  found uuid;
BEGIN
  IF NEW.locale_id IS NOT NULL THEN
    RETURN NEW;
  END IF;
  parent_id := (to_jsonb(NEW) ->> TG_ARGV[1])::uuid;
  EXECUTE format('SELECT %I FROM %I WHERE id = $1', TG_ARGV[2], TG_ARGV[0]) INTO found USING parent_id;
  NEW.locale_id := found;
  RETURN NEW;
END $$;--> statement-breakpoint
DO $$
DECLARE
  spec text[];
BEGIN
  FOREACH spec SLICE 1 IN ARRAY ARRAY[
    -- A member's own rows: the member's locale.
    ['member_spirituals', 'members', 'member_id', 'current_locale_id'],
    ['member_addresses', 'members', 'member_id', 'current_locale_id'],
    ['member_relatives', 'members', 'member_id', 'current_locale_id'],
    ['member_job_specs', 'members', 'member_id', 'current_locale_id'],
    ['member_skills', 'members', 'member_id', 'current_locale_id'],
    ['member_educations', 'members', 'member_id', 'current_locale_id'],
    ['member_work_experiences', 'members', 'member_id', 'current_locale_id'],
    ['member_destinations', 'members', 'member_id', 'current_locale_id'],
    ['member_section_flags', 'members', 'member_id', 'current_locale_id'],
    ['member_documents', 'members', 'member_id', 'current_locale_id'],
    ['member_signatures', 'members', 'member_id', 'current_locale_id'],
    ['member_notes', 'members', 'member_id', 'current_locale_id'],
    ['face_enrolments', 'members', 'member_id', 'current_locale_id'],
    ['face_descriptors', 'members', 'member_id', 'current_locale_id'],
    ['email_change_requests', 'members', 'member_id', 'current_locale_id'],
    ['video_progress', 'members', 'member_id', 'current_locale_id'],
    -- The locale the member asks to leave; stays there.
    ['transfer_requests', 'members', 'member_id', 'current_locale_id'],
    -- Rows of a locale's group, event, prospect or gift batch: its locale.
    ['church_group_members', 'church_groups', 'group_id', 'locale_id'],
    ['event_rsvps', 'church_events', 'event_id', 'locale_id'],
    ['pep_follow_ups', 'peps', 'pep_id', 'locale_id'],
    ['pep_stage_changes', 'peps', 'pep_id', 'locale_id'],
    ['gift_batch_lines', 'gift_batches', 'batch_id', 'locale_id']
  ]
  LOOP
    -- 2. Backfill: one statement a table.
    EXECUTE format('UPDATE %I c SET locale_id = p.%I FROM %I p WHERE p.id = c.%I AND c.locale_id IS NULL',
                   spec[1], spec[4], spec[2], spec[3]);
    EXECUTE format('ALTER TABLE %I ALTER COLUMN locale_id SET NOT NULL', spec[1]);
    EXECUTE format('CREATE TRIGGER %I BEFORE INSERT ON %I FOR EACH ROW EXECUTE FUNCTION congregate_locale_from_parent(%L, %L, %L)',
                   spec[1] || '_locale_from_parent', spec[1], spec[2], spec[3], spec[4]);
  END LOOP;
END $$;--> statement-breakpoint
-- 3. A member who moves (a transfer, a registration merged into a member, an import's update) takes their own
--    rows along, one statement a table. Where they came and gave stays where it happened: check-ins, gifts,
--    RSVPs, group memberships, transfer requests and prospects keep their locale (that locale's attendance,
--    giving and history).
CREATE OR REPLACE FUNCTION congregate_member_rows_follow() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE member_spirituals SET locale_id = NEW.current_locale_id WHERE member_id = NEW.id;
  UPDATE member_addresses SET locale_id = NEW.current_locale_id WHERE member_id = NEW.id;
  UPDATE member_relatives SET locale_id = NEW.current_locale_id WHERE member_id = NEW.id;
  UPDATE member_job_specs SET locale_id = NEW.current_locale_id WHERE member_id = NEW.id;
  UPDATE member_skills SET locale_id = NEW.current_locale_id WHERE member_id = NEW.id;
  UPDATE member_educations SET locale_id = NEW.current_locale_id WHERE member_id = NEW.id;
  UPDATE member_work_experiences SET locale_id = NEW.current_locale_id WHERE member_id = NEW.id;
  UPDATE member_destinations SET locale_id = NEW.current_locale_id WHERE member_id = NEW.id;
  UPDATE member_section_flags SET locale_id = NEW.current_locale_id WHERE member_id = NEW.id;
  UPDATE member_documents SET locale_id = NEW.current_locale_id WHERE member_id = NEW.id;
  UPDATE member_signatures SET locale_id = NEW.current_locale_id WHERE member_id = NEW.id;
  UPDATE member_notes SET locale_id = NEW.current_locale_id WHERE member_id = NEW.id;
  UPDATE face_enrolments SET locale_id = NEW.current_locale_id WHERE member_id = NEW.id;
  UPDATE face_descriptors SET locale_id = NEW.current_locale_id WHERE member_id = NEW.id;
  UPDATE email_change_requests SET locale_id = NEW.current_locale_id WHERE member_id = NEW.id;
  UPDATE video_progress SET locale_id = NEW.current_locale_id WHERE member_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER members_rows_follow_locale AFTER UPDATE OF current_locale_id ON "members"
  FOR EACH ROW
  WHEN (OLD.current_locale_id IS DISTINCT FROM NEW.current_locale_id)
  EXECUTE FUNCTION congregate_member_rows_follow();
