CREATE TABLE "attendance_daily" (
	"gathering_id" uuid NOT NULL,
	"locale_id" uuid NOT NULL,
	"day" date NOT NULL,
	"flock_id" uuid,
	"cluster" text NOT NULL,
	"member_type" text NOT NULL,
	"present" integer NOT NULL,
	"first_timers" integer NOT NULL,
	CONSTRAINT "attendance_daily_group_unique" UNIQUE NULLS NOT DISTINCT("gathering_id","flock_id","member_type"),
	CONSTRAINT "attendance_daily_counts" CHECK ("attendance_daily"."present" > 0 and "attendance_daily"."first_timers" between 0 and "attendance_daily"."present")
);
--> statement-breakpoint
CREATE TABLE "attendance_dirty" (
	"locale_id" uuid NOT NULL,
	"gathering_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_rollups" (
	"gathering_id" uuid PRIMARY KEY NOT NULL,
	"locale_id" uuid NOT NULL,
	"rolled_up_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_daily" ADD CONSTRAINT "attendance_daily_gathering_id_gatherings_id_fk" FOREIGN KEY ("gathering_id") REFERENCES "public"."gatherings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_daily" ADD CONSTRAINT "attendance_daily_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_rollups" ADD CONSTRAINT "attendance_rollups_gathering_id_gatherings_id_fk" FOREIGN KEY ("gathering_id") REFERENCES "public"."gatherings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_rollups" ADD CONSTRAINT "attendance_rollups_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_daily_locale_day_idx" ON "attendance_daily" USING btree ("locale_id","day");--> statement-breakpoint
CREATE INDEX "attendance_dirty_locale_gathering_idx" ON "attendance_dirty" USING btree ("locale_id","gathering_id");--> statement-breakpoint
-- Attendance roll-ups (issue 11): every statement that adds, removes or changes check-ins marks their gatherings
-- dirty, with plain inserts (no unique key: a check-in never waits on another, and a marker is never lost to a
-- recompute that could not see its check-in yet). A check-in earlier than a member's first one takes the
-- first-timer mark from it, and a removed first check-in hands it on, so the gathering of the member's earliest
-- other check-in is marked too when it is not earlier. One statement per trigger, not per row: a flock leader's
-- save or a bulk load writes one marker per gathering.
CREATE OR REPLACE FUNCTION congregate_attendance_mark_check_ins() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO attendance_dirty (locale_id, gathering_id)
    SELECT DISTINCT r.locale_id, r.gathering_id FROM changed_rows r;
  INSERT INTO attendance_dirty (locale_id, gathering_id)
    SELECT DISTINCT e.locale_id, e.gathering_id
      FROM (SELECT r.member_id, min(r.checked_in_at) AS first_at, array_agg(r.id) AS ids
              FROM changed_rows r GROUP BY r.member_id) n
      CROSS JOIN LATERAL (
        SELECT c.locale_id, c.gathering_id, c.checked_in_at FROM check_ins c
         WHERE c.member_id = n.member_id AND c.id <> ALL (n.ids)
         ORDER BY c.checked_in_at, c.id LIMIT 1) e
     WHERE e.checked_in_at >= n.first_at;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER check_ins_attendance_insert AFTER INSERT ON "check_ins"
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION congregate_attendance_mark_check_ins();--> statement-breakpoint
CREATE TRIGGER check_ins_attendance_delete AFTER DELETE ON "check_ins"
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION congregate_attendance_mark_check_ins();--> statement-breakpoint
CREATE TRIGGER check_ins_attendance_update_new AFTER UPDATE ON "check_ins"
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION congregate_attendance_mark_check_ins();--> statement-breakpoint
CREATE TRIGGER check_ins_attendance_update_old AFTER UPDATE ON "check_ins"
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION congregate_attendance_mark_check_ins();--> statement-breakpoint
-- A gathering moved or renamed is rolled up again (its day and service title are in the reports).
CREATE OR REPLACE FUNCTION congregate_attendance_mark_gathering() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO attendance_dirty (locale_id, gathering_id) VALUES (NEW.locale_id, NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER gatherings_attendance_changed AFTER UPDATE OF starts_at, name, locale_id ON "gatherings"
  FOR EACH ROW
  WHEN (OLD.starts_at IS DISTINCT FROM NEW.starts_at OR OLD.name IS DISTINCT FROM NEW.name
        OR OLD.locale_id IS DISTINCT FROM NEW.locale_id)
  EXECUTE FUNCTION congregate_attendance_mark_gathering();--> statement-breakpoint
-- A locale's new time zone moves its gatherings' days.
CREATE OR REPLACE FUNCTION congregate_attendance_mark_locale() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO attendance_dirty (locale_id, gathering_id)
    SELECT r.locale_id, r.gathering_id FROM attendance_rollups r WHERE r.locale_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER locales_attendance_time_zone AFTER UPDATE OF time_zone ON "locales"
  FOR EACH ROW
  WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION congregate_attendance_mark_locale();--> statement-breakpoint
-- Check-ins recorded before this migration: rolled up by the first chore or report that reads them.
INSERT INTO attendance_dirty (locale_id, gathering_id)
  SELECT DISTINCT c.locale_id, c.gathering_id FROM check_ins c;
