-- Name search for admins (issue 4): any part of name, e-mail, member id or mobile, ignoring case and accents.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); naming the dictionary makes the result fixed,
-- so an IMMUTABLE wrapper may be used in index expressions.
CREATE OR REPLACE FUNCTION congregate_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
-- The text a member search matches against; the search query calls the same function so the index applies.
CREATE OR REPLACE FUNCTION congregate_member_search_text(first_name text, last_name text, email text, custom_id text, mobile text)
  RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(public.congregate_unaccent(
    coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' ||
    coalesce(custom_id, '') || ' ' || coalesce(mobile, ''))) $$;--> statement-breakpoint
-- The key of the "name" sort (last name, first name, without accents or case).
CREATE OR REPLACE FUNCTION congregate_name_key(first_name text, last_name text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(public.congregate_unaccent(coalesce(last_name, '') || ' ' || coalesce(first_name, ''))) $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS members_search_trgm_idx ON members
  USING gin (congregate_member_search_text(first_name, last_name, email, custom_id, mobile) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS members_name_key_idx ON members (congregate_name_key(first_name, last_name), id);
