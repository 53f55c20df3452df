CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"locale_id" uuid,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_has_audience" CHECK ("notifications"."user_id" is not null or "notifications"."locale_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "registration_rejections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"locale_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"rejected_by" uuid,
	"rejected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_email" text,
	CONSTRAINT "registration_rejections_reason_not_blank" CHECK (btrim("registration_rejections"."reason") <> '')
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_rejections" ADD CONSTRAINT "registration_rejections_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_rejections" ADD CONSTRAINT "registration_rejections_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_rejections" ADD CONSTRAINT "registration_rejections_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_locale_idx" ON "notifications" USING btree ("locale_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_rejections_member_unique" ON "registration_rejections" USING btree ("member_id");