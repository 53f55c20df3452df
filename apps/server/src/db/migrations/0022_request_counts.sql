CREATE TABLE "request_counts" (
	"key" text NOT NULL,
	"process" text NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "request_counts_key_process_pk" PRIMARY KEY("key","process")
);
--> statement-breakpoint
CREATE INDEX "request_counts_window_ends_at_idx" ON "request_counts" USING btree ("window_ends_at");