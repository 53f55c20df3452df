ALTER TABLE "gifts" DROP CONSTRAINT "gifts_method";--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "recorded_by" uuid;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gifts_locale_reference_idx" ON "gifts" USING btree ("locale_id","reference");--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_method" CHECK ("gifts"."method" in ('card', 'bank_transfer', 'cash', 'cheque', 'other'));