CREATE TABLE "file_variants" (
	"file_id" text NOT NULL,
	"width" integer NOT NULL,
	"storage" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_variants_file_id_width_pk" PRIMARY KEY("file_id","width"),
	CONSTRAINT "file_variants_storage_ck" CHECK ("file_variants"."storage" in ('local', 'uploadthing'))
);
--> statement-breakpoint
CREATE TABLE "mail_opt_outs" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_kind_ck";--> statement-breakpoint
ALTER TABLE "job_logs" ADD COLUMN "times" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "has_missing_items" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "driver_name" text;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "driver_signature_strokes" jsonb;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "failing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "file_variants" ADD CONSTRAINT "file_variants_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_vehicle_places_trgm_idx" ON "jobs" USING gin (("vehicle_make" || ' ' || "vehicle_model" || ' ' || "pickup_location" || ' ' || "dropoff_location") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inspections_missing_items_idx" ON "inspections" USING btree ("job_id") WHERE "inspections"."has_missing_items" and "inspections"."state" = 'signed';--> statement-breakpoint
CREATE INDEX "outbox_messages_to_trgm_idx" ON "outbox_messages" USING gin (("payload" ->> 'to') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outbox_messages_subject_trgm_idx" ON "outbox_messages" USING gin (coalesce("payload" ->> 'subject', "payload" ->> 'type', '') gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_kind_ck" CHECK ("outbox_messages"."kind" in ('mail', 'webhook', 'bol'));