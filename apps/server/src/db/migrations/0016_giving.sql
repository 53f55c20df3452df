CREATE TABLE "funds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locale_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_batch_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"member_id" uuid,
	"fund_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"method" text NOT NULL,
	"cheque_number" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gift_batch_lines_amount" CHECK ("gift_batch_lines"."amount_minor" > 0),
	CONSTRAINT "gift_batch_lines_method" CHECK ("gift_batch_lines"."method" in ('cash', 'cheque'))
);
--> statement-breakpoint
CREATE TABLE "gift_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locale_id" uuid NOT NULL,
	"service_date" date NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"counted_total_minor" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	CONSTRAINT "gift_batches_counted" CHECK ("gift_batches"."counted_total_minor" >= 0),
	CONSTRAINT "gift_batches_status" CHECK ("gift_batches"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "gift_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locale_id" uuid NOT NULL,
	"member_id" uuid,
	"fund_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"frequency" text NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_no" bigint GENERATED ALWAYS AS IDENTITY (sequence name "gifts_receipt_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"locale_id" uuid NOT NULL,
	"member_id" uuid,
	"fund_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"status" text DEFAULT 'succeeded' NOT NULL,
	"frequency" text DEFAULT 'once' NOT NULL,
	"recurring_id" uuid,
	"batch_id" uuid,
	"given_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	"refunded_by" uuid,
	"refund_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gifts_amount" CHECK ("gifts"."amount_minor" > 0 and "gifts"."fee_minor" >= 0),
	CONSTRAINT "gifts_currency" CHECK ("gifts"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "gifts_status" CHECK ("gifts"."status" in ('succeeded', 'refunded')),
	CONSTRAINT "gifts_method" CHECK ("gifts"."method" in ('card', 'bank_transfer', 'cash', 'cheque'))
);
--> statement-breakpoint
CREATE TABLE "giving_settings" (
	"locale_id" uuid PRIMARY KEY NOT NULL,
	"online_enabled" boolean DEFAULT true NOT NULL,
	"bank_details" text DEFAULT '' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"fee_percent_bp" integer DEFAULT 290 NOT NULL,
	"fee_fixed_minor" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "giving_settings_fee_percent" CHECK ("giving_settings"."fee_percent_bp" between 0 and 2000),
	CONSTRAINT "giving_settings_fee_fixed" CHECK ("giving_settings"."fee_fixed_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "recurring_gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locale_id" uuid NOT NULL,
	"member_id" uuid,
	"fund_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"frequency" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"status" text DEFAULT 'active' NOT NULL,
	"failure_message" text,
	"failing_since" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_gifts_amount" CHECK ("recurring_gifts"."amount_minor" > 0 and "recurring_gifts"."fee_minor" >= 0),
	CONSTRAINT "recurring_gifts_currency" CHECK ("recurring_gifts"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "recurring_gifts_frequency" CHECK ("recurring_gifts"."frequency" in ('weekly', 'monthly')),
	CONSTRAINT "recurring_gifts_status" CHECK ("recurring_gifts"."status" in ('active', 'failing', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "statement_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locale_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"notify_members" boolean DEFAULT true NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"file_key" text,
	"error" text,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "statement_runs_status" CHECK ("statement_runs"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "funds" ADD CONSTRAINT "funds_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_batch_lines" ADD CONSTRAINT "gift_batch_lines_batch_id_gift_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."gift_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_batch_lines" ADD CONSTRAINT "gift_batch_lines_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_batch_lines" ADD CONSTRAINT "gift_batch_lines_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_batches" ADD CONSTRAINT "gift_batches_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_batches" ADD CONSTRAINT "gift_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_batches" ADD CONSTRAINT "gift_batches_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_checkouts" ADD CONSTRAINT "gift_checkouts_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_checkouts" ADD CONSTRAINT "gift_checkouts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_checkouts" ADD CONSTRAINT "gift_checkouts_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_recurring_id_recurring_gifts_id_fk" FOREIGN KEY ("recurring_id") REFERENCES "public"."recurring_gifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_batch_id_gift_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."gift_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_settings" ADD CONSTRAINT "giving_settings_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_settings" ADD CONSTRAINT "giving_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_gifts" ADD CONSTRAINT "recurring_gifts_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_gifts" ADD CONSTRAINT "recurring_gifts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_gifts" ADD CONSTRAINT "recurring_gifts_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_runs" ADD CONSTRAINT "statement_runs_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_runs" ADD CONSTRAINT "statement_runs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "funds_locale_name_unique" ON "funds" USING btree ("locale_id",lower("name"));--> statement-breakpoint
CREATE INDEX "funds_locale_idx" ON "funds" USING btree ("locale_id","sort_order");--> statement-breakpoint
CREATE INDEX "gift_batch_lines_batch_idx" ON "gift_batch_lines" USING btree ("batch_id","position");--> statement-breakpoint
CREATE INDEX "gift_batches_locale_idx" ON "gift_batches" USING btree ("locale_id","service_date");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_checkouts_session_unique" ON "gift_checkouts" USING btree ("provider","provider_session_id");--> statement-breakpoint
CREATE INDEX "gift_checkouts_member_idx" ON "gift_checkouts" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gifts_receipt_no_unique" ON "gifts" USING btree ("receipt_no");--> statement-breakpoint
CREATE UNIQUE INDEX "gifts_provider_ref_unique" ON "gifts" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "gifts_locale_given_idx" ON "gifts" USING btree ("locale_id","given_at","id");--> statement-breakpoint
CREATE INDEX "gifts_member_given_idx" ON "gifts" USING btree ("member_id","given_at","id");--> statement-breakpoint
CREATE INDEX "gifts_fund_idx" ON "gifts" USING btree ("fund_id");--> statement-breakpoint
CREATE INDEX "gifts_recurring_idx" ON "gifts" USING btree ("recurring_id");--> statement-breakpoint
CREATE INDEX "gifts_batch_idx" ON "gifts" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_gifts_provider_ref_unique" ON "recurring_gifts" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "recurring_gifts_member_idx" ON "recurring_gifts" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "recurring_gifts_locale_idx" ON "recurring_gifts" USING btree ("locale_id","status");--> statement-breakpoint
CREATE INDEX "statement_runs_locale_idx" ON "statement_runs" USING btree ("locale_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_runs_one_active" ON "statement_runs" USING btree ("locale_id","year") WHERE "statement_runs"."status" in ('queued', 'running');