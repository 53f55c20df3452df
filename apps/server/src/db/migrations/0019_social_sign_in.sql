CREATE TABLE "oauth_flows" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"intent" text NOT NULL,
	"user_id" uuid,
	"code_verifier" text NOT NULL,
	"nonce" text,
	"return_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "oauth_flows_provider_valid" CHECK ("oauth_flows"."provider" in ('google', 'facebook')),
	CONSTRAINT "oauth_flows_intent_valid" CHECK ("oauth_flows"."intent" in ('sign_in', 'link')),
	CONSTRAINT "oauth_flows_link_has_user" CHECK ("oauth_flows"."intent" <> 'link' or "oauth_flows"."user_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "social_sign_ins" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"next" text NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean NOT NULL,
	"name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"photo_url" text,
	"user_id" uuid,
	"email_token_hash" text,
	"email_token_expires_at" timestamp with time zone,
	"return_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "social_sign_ins_next_valid" CHECK ("social_sign_ins"."next" in ('confirm', 'register')),
	CONSTRAINT "social_sign_ins_provider_valid" CHECK ("social_sign_ins"."provider" in ('google', 'facebook')),
	CONSTRAINT "social_sign_ins_confirm_has_user" CHECK ("social_sign_ins"."next" <> 'confirm' or "social_sign_ins"."user_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	CONSTRAINT "user_identities_provider_valid" CHECK ("user_identities"."provider" in ('google', 'facebook'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_set" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "oauth_flows" ADD CONSTRAINT "oauth_flows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_sign_ins" ADD CONSTRAINT "social_sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oauth_flows_expires_idx" ON "oauth_flows" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "social_sign_ins_expires_idx" ON "social_sign_ins" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_sign_ins_email_token" ON "social_sign_ins" USING btree ("email_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_provider_subject" ON "user_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_user_provider" ON "user_identities" USING btree ("user_id","provider");