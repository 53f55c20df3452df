-- Read caches across server processes (issue 16, lib/cache-invalidation.ts). Every process keeps the session
-- behind a token and member profiles in memory (lib/read-caches.ts); these triggers tell every process, this one
-- included, what a committed change made stale, on channel `congregate_cache` (pg_notify sends at commit, and
-- drops nothing on rollback). Payloads:
--   `user:<users.id>`    the user's sessions and their profile (sessions, users, members, role_assignments)
--   `member:<members.id>` that member's profile (members and every table a profile reads by member id)
--   `all`                 everything (rare, wide changes: locales, flocks, locale admins, disabled accounts)
-- Inserts of new members, users and sessions send nothing: nothing can be cached yet about a row that did not
-- exist (null answers are never kept), so bulk imports and bench/generate-members.mjs pay no trigger per row.
-- The tables listed here are also the ones db/write-watch.ts `CACHED_TABLES` watches (a test compares them).

-- Sends the keys of one change; over 1000 distinct keys (a bulk change) it sends `all` instead.
CREATE OR REPLACE FUNCTION congregate_cache_send(keys text[], wide boolean) RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  distinct_keys text[];
BEGIN
  SELECT array_agg(DISTINCT k) INTO distinct_keys FROM unnest(keys) k WHERE k IS NOT NULL;
  IF wide OR coalesce(cardinality(distinct_keys), 0) > 1000 THEN
    PERFORM pg_notify('congregate_cache', 'all');
  ELSIF distinct_keys IS NOT NULL THEN
    PERFORM pg_notify('congregate_cache', k) FROM unnest(distinct_keys) k;
  END IF;
END $$;--> statement-breakpoint

-- One trigger function for every table; each argument says what to send:
--   '<prefix>:<column>'   `<prefix>:<value>` for each changed row's value of the column (old and new rows)
--   'all'                 `all`
--   'all where <cond>'    `all` when a changed row `r` meets the condition (statement triggers only)
-- Statement triggers read the changed rows from transition tables named old_rows / new_rows.
CREATE OR REPLACE FUNCTION congregate_cache_notify() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  arg text;
  source text;
  sources text[];
  key_prefix text;
  key_column text;
  found text[];
  hit boolean;
  keys text[] := '{}';
  wide boolean := false;
BEGIN
  sources := CASE TG_OP WHEN 'INSERT' THEN ARRAY['new_rows'] WHEN 'DELETE' THEN ARRAY['old_rows']
                        ELSE ARRAY['old_rows', 'new_rows'] END;
  FOREACH arg IN ARRAY TG_ARGV LOOP
    IF arg = 'all' THEN
      wide := true;
    ELSIF arg LIKE 'all where %' THEN
      FOREACH source IN ARRAY sources LOOP
        EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I r WHERE %s)', source, substr(arg, 11)) INTO hit;
        wide := wide OR hit;
      END LOOP;
    ELSE
      key_prefix := split_part(arg, ':', 1);
      key_column := split_part(arg, ':', 2);
      IF TG_LEVEL = 'ROW' THEN
        IF TG_OP <> 'INSERT' THEN keys := keys || (key_prefix || ':' || (to_jsonb(OLD) ->> key_column)); END IF;
        IF TG_OP <> 'DELETE' THEN keys := keys || (key_prefix || ':' || (to_jsonb(NEW) ->> key_column)); END IF;
      ELSE
        FOREACH source IN ARRAY sources LOOP
          EXECUTE format('SELECT array_agg(DISTINCT %L || %I::text) FROM %I WHERE %I IS NOT NULL',
                         key_prefix || ':', key_column, source, key_column) INTO found;
          keys := keys || coalesce(found, '{}');
        END LOOP;
      END IF;
    END IF;
  END LOOP;
  PERFORM congregate_cache_send(keys, wide);
  RETURN NULL;
END $$;--> statement-breakpoint

-- Users: not for a sign-in's last_sign_in_at (no cached read shows it). A disabled account leaves the locale's
-- admin list that unendorsed members' profiles show, hence `all`.
CREATE TRIGGER users_cache_update AFTER UPDATE ON "users" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_sign_in_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_sign_in_at'))
  EXECUTE FUNCTION congregate_cache_notify('user:id');--> statement-breakpoint
CREATE TRIGGER users_cache_disabled AFTER UPDATE OF disabled_at ON "users" FOR EACH ROW
  WHEN (OLD.disabled_at IS DISTINCT FROM NEW.disabled_at)
  EXECUTE FUNCTION congregate_cache_notify('all');--> statement-breakpoint
CREATE TRIGGER users_cache_delete AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION congregate_cache_notify('user:id');--> statement-breakpoint

-- Sessions: a sign-out, an ended or removed session; not the frequent touch that only moves last_seen_at.
CREATE TRIGGER sessions_cache_update AFTER UPDATE ON "sessions" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_seen_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_seen_at'))
  EXECUTE FUNCTION congregate_cache_notify('user:user_id');--> statement-breakpoint
CREATE TRIGGER sessions_cache_delete AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION congregate_cache_notify('user:user_id');--> statement-breakpoint

-- Role grants: the holder's sessions; a locale admin's grant changes the admin list of unendorsed profiles.
CREATE TRIGGER role_assignments_cache_insert AFTER INSERT ON "role_assignments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION congregate_cache_notify('user:user_id', 'all where r.role = ''locale_admin''');--> statement-breakpoint
CREATE TRIGGER role_assignments_cache_update AFTER UPDATE ON "role_assignments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION congregate_cache_notify('user:user_id', 'all where r.role = ''locale_admin''');--> statement-breakpoint
CREATE TRIGGER role_assignments_cache_delete AFTER DELETE ON "role_assignments" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION congregate_cache_notify('user:user_id', 'all where r.role = ''locale_admin''');--> statement-breakpoint

-- Members: the profile by id, and the account's sessions and profile (old and new account: a merge moves it).
-- A locale admin's own name is in the admin list of unendorsed profiles. No trigger on insert (see the top).
CREATE TRIGGER members_cache_update AFTER UPDATE ON "members"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION congregate_cache_notify('member:id', 'user:user_id',
    'all where r.user_id IN (SELECT a.user_id FROM role_assignments a WHERE a.role = ''locale_admin'')');--> statement-breakpoint
CREATE TRIGGER members_cache_delete AFTER DELETE ON "members" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION congregate_cache_notify('member:id', 'user:user_id');--> statement-breakpoint

-- What a profile reads by member id: the sections' lists and "none to add" flags (completeness), and the
-- rejection an unendorsed member is shown.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['member_addresses', 'member_relatives', 'member_educations', 'member_work_experiences',
                           'member_skills', 'member_spirituals', 'member_section_flags', 'registration_rejections'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
                      FOR EACH STATEMENT EXECUTE FUNCTION congregate_cache_notify(''member:member_id'')',
                   t || '_cache_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
                      FOR EACH STATEMENT EXECUTE FUNCTION congregate_cache_notify(''member:member_id'')',
                   t || '_cache_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
                      FOR EACH STATEMENT EXECUTE FUNCTION congregate_cache_notify(''member:member_id'')',
                   t || '_cache_delete', t);
  END LOOP;
END $$;--> statement-breakpoint

-- Locales and flocks as profiles and scope checks show them (name, country, time zone, district, office contact;
-- the flock's name and its cluster). Rare and wide: `all`.
CREATE TRIGGER locales_cache_update AFTER UPDATE OF name, country_id, time_zone, district_id, email, phone ON "locales"
  FOR EACH STATEMENT EXECUTE FUNCTION congregate_cache_notify('all');--> statement-breakpoint
CREATE TRIGGER locales_cache_delete AFTER DELETE ON "locales"
  FOR EACH STATEMENT EXECUTE FUNCTION congregate_cache_notify('all');--> statement-breakpoint
CREATE TRIGGER flocks_cache_update AFTER UPDATE OF name, locale_id ON "flocks"
  FOR EACH STATEMENT EXECUTE FUNCTION congregate_cache_notify('all');--> statement-breakpoint
CREATE TRIGGER flocks_cache_delete AFTER DELETE ON "flocks"
  FOR EACH STATEMENT EXECUTE FUNCTION congregate_cache_notify('all');--> statement-breakpoint

-- Check-ins: the profile's `myAttendance` turns true on a member's first check-in ever and false when their last
-- one is removed. Only those members are sent (one index probe per row), so a Sunday's scans send almost nothing.
CREATE OR REPLACE FUNCTION congregate_cache_notify_check_ins() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  keys text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg('member:' || n.member_id) INTO keys
      FROM (SELECT r.member_id, array_agg(r.id) AS ids FROM new_rows r GROUP BY r.member_id) n
     WHERE NOT EXISTS (SELECT 1 FROM check_ins c WHERE c.member_id = n.member_id AND c.id <> ALL (n.ids));
  ELSE
    SELECT array_agg('member:' || n.member_id) INTO keys
      FROM (SELECT DISTINCT r.member_id FROM old_rows r) n
     WHERE NOT EXISTS (SELECT 1 FROM check_ins c WHERE c.member_id = n.member_id);
  END IF;
  PERFORM congregate_cache_send(keys, false);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER check_ins_cache_insert AFTER INSERT ON "check_ins" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION congregate_cache_notify_check_ins();--> statement-breakpoint
CREATE TRIGGER check_ins_cache_delete AFTER DELETE ON "check_ins" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION congregate_cache_notify_check_ins();--> statement-breakpoint
CREATE TRIGGER check_ins_cache_update AFTER UPDATE OF member_id ON "check_ins" FOR EACH ROW
  WHEN (OLD.member_id IS DISTINCT FROM NEW.member_id)
  EXECUTE FUNCTION congregate_cache_notify('member:member_id');
