ALTER TABLE "members" ADD COLUMN "search_text" text GENERATED ALWAYS AS (congregate_member_search_text(first_name, last_name, email, custom_id, mobile)) STORED;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "name_key" text GENERATED ALWAYS AS (congregate_name_key(first_name, last_name)) STORED;--> statement-breakpoint
CREATE INDEX "members_search_text_trgm_idx" ON "members" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_name_key_id_idx" ON "members" USING btree ("name_key","id");--> statement-breakpoint
CREATE INDEX "members_email_lower_idx" ON "members" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "members_mobile_idx" ON "members" USING btree ("mobile");--> statement-breakpoint
-- The search and sort now read the stored columns above; the expression indexes of 0004 are replaced.
DROP INDEX IF EXISTS "members_search_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "members_name_key_idx";
