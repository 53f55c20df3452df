CREATE TABLE "livestream_watches" (
	"livestream_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"locale_id" uuid NOT NULL,
	"watched_seconds" integer DEFAULT 0 NOT NULL,
	"first_beat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_beat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credited_at" timestamp with time zone,
	"check_in_id" uuid,
	CONSTRAINT "livestream_watches_livestream_id_member_id_pk" PRIMARY KEY("livestream_id","member_id"),
	CONSTRAINT "livestream_watches_seconds" CHECK ("livestream_watches"."watched_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "livestreams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locale_id" uuid NOT NULL,
	"title" text NOT NULL,
	"source" text NOT NULL,
	"url" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"gathering_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "livestreams_source_valid" CHECK ("livestreams"."source" in ('hls', 'embed')),
	CONSTRAINT "livestreams_title_not_blank" CHECK (btrim("livestreams"."title") <> ''),
	CONSTRAINT "livestreams_period" CHECK ("livestreams"."ends_at" > "livestreams"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "video_progress" (
	"member_id" uuid NOT NULL,
	"video_id" uuid NOT NULL,
	"position_seconds" double precision NOT NULL,
	"duration_seconds" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_progress_member_id_video_id_pk" PRIMARY KEY("member_id","video_id")
);
--> statement-breakpoint
CREATE TABLE "video_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"file_name" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" uuid,
	"audience" text NOT NULL,
	"locale_id" uuid,
	"district_id" uuid,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"file_key" text,
	"url" text,
	"content_type" text,
	"size_bytes" bigint,
	"duration_seconds" double precision,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "videos_audience_valid" CHECK ("videos"."audience" in ('all', 'district', 'locale')),
	CONSTRAINT "videos_source_valid" CHECK ("videos"."source" in ('upload', 'hls', 'embed')),
	CONSTRAINT "videos_title_not_blank" CHECK (btrim("videos"."title") <> ''),
	CONSTRAINT "videos_audience_place" CHECK (("videos"."audience" = 'all' and "videos"."locale_id" is null and "videos"."district_id" is null)
        or ("videos"."audience" = 'district' and "videos"."district_id" is not null and "videos"."locale_id" is null)
        or ("videos"."audience" = 'locale' and "videos"."locale_id" is not null and "videos"."district_id" is null)),
	CONSTRAINT "videos_source_place" CHECK (("videos"."source" = 'upload' and "videos"."file_key" is not null) or ("videos"."source" <> 'upload' and "videos"."url" is not null))
);
--> statement-breakpoint
ALTER TABLE "livestream_watches" ADD CONSTRAINT "livestream_watches_livestream_id_livestreams_id_fk" FOREIGN KEY ("livestream_id") REFERENCES "public"."livestreams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "livestream_watches" ADD CONSTRAINT "livestream_watches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "livestream_watches" ADD CONSTRAINT "livestream_watches_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "livestream_watches" ADD CONSTRAINT "livestream_watches_check_in_id_check_ins_id_fk" FOREIGN KEY ("check_in_id") REFERENCES "public"."check_ins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "livestreams" ADD CONSTRAINT "livestreams_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "livestreams" ADD CONSTRAINT "livestreams_gathering_id_gatherings_id_fk" FOREIGN KEY ("gathering_id") REFERENCES "public"."gatherings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "livestreams" ADD CONSTRAINT "livestreams_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD CONSTRAINT "video_uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "livestream_watches_member_idx" ON "livestream_watches" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "livestreams_locale_starts_idx" ON "livestreams" USING btree ("locale_id","starts_at");--> statement-breakpoint
CREATE INDEX "livestreams_gathering_idx" ON "livestreams" USING btree ("gathering_id");--> statement-breakpoint
CREATE INDEX "video_progress_member_recent_idx" ON "video_progress" USING btree ("member_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "video_progress_video_idx" ON "video_progress" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "video_uploads_created_idx" ON "video_uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "videos_published_idx" ON "videos" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "videos_category_idx" ON "videos" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "videos_locale_idx" ON "videos" USING btree ("locale_id");--> statement-breakpoint
CREATE INDEX "videos_district_idx" ON "videos" USING btree ("district_id");