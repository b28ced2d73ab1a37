ALTER TABLE "location_updates" ADD COLUMN "received_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "location_updates" ADD COLUMN "client_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "location_updates_client_uq" ON "location_updates" USING btree ("job_id","client_id");