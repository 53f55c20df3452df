CREATE TABLE "member_counts" (
	"locale_id" uuid NOT NULL,
	"flock_id" uuid,
	"endorsed" integer NOT NULL,
	CONSTRAINT "member_counts_group_unique" UNIQUE NULLS NOT DISTINCT("locale_id","flock_id"),
	CONSTRAINT "member_counts_endorsed" CHECK ("member_counts"."endorsed" >= 0)
);
--> statement-breakpoint
ALTER TABLE "member_counts" ADD CONSTRAINT "member_counts_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "members_waiting_idx" ON "members" USING btree ("current_locale_id","created_at","id") WHERE not "members"."endorsed";--> statement-breakpoint
-- Issue 20: endorsed members per locale and flock, kept in step with `members` in the writing transaction, so
-- the admin dashboard of a whole church reads a few thousand rows instead of counting a million members.
CREATE OR REPLACE FUNCTION congregate_member_counts() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.endorsed THEN
    UPDATE member_counts SET endorsed = endorsed - 1
     WHERE locale_id = OLD.current_locale_id
       AND (flock_id = OLD.flock_id OR (flock_id IS NULL AND OLD.flock_id IS NULL));
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.endorsed THEN
    INSERT INTO member_counts (locale_id, flock_id, endorsed) VALUES (NEW.current_locale_id, NEW.flock_id, 1)
      ON CONFLICT (locale_id, flock_id) DO UPDATE SET endorsed = member_counts.endorsed + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER members_counts_insert_delete AFTER INSERT OR DELETE ON "members"
  FOR EACH ROW EXECUTE FUNCTION congregate_member_counts();--> statement-breakpoint
CREATE TRIGGER members_counts_update AFTER UPDATE OF endorsed, current_locale_id, flock_id ON "members"
  FOR EACH ROW
  WHEN (OLD.endorsed IS DISTINCT FROM NEW.endorsed
        OR OLD.current_locale_id IS DISTINCT FROM NEW.current_locale_id
        OR OLD.flock_id IS DISTINCT FROM NEW.flock_id)
  EXECUTE FUNCTION congregate_member_counts();--> statement-breakpoint
INSERT INTO member_counts (locale_id, flock_id, endorsed)
  SELECT current_locale_id, flock_id, count(*)::int FROM members WHERE endorsed GROUP BY 1, 2;
