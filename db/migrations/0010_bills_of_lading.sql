CREATE TABLE "app_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"carrier_name" text DEFAULT '' NOT NULL,
	"carrier_address" text DEFAULT '' NOT NULL,
	"carrier_phone" text DEFAULT '' NOT NULL,
	"usdot_number" text DEFAULT '' NOT NULL,
	"mc_number" text DEFAULT '' NOT NULL,
	"bol_terms" text DEFAULT '' NOT NULL,
	"mileage_percent" integer DEFAULT 15 NOT NULL,
	"mileage_miles" integer DEFAULT 25 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_settings_one_row_ck" CHECK ("app_settings"."id" = 1),
	CONSTRAINT "app_settings_mileage_ck" CHECK ("app_settings"."mileage_percent" between 0 and 500 and "app_settings"."mileage_miles" between 0 and 5000)
);
--> statement-breakpoint
CREATE TABLE "bills_of_lading" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"version" integer NOT NULL,
	"file_id" text NOT NULL,
	"sha256" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bills_of_lading_version_ck" CHECK ("bills_of_lading"."version" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "has_new_damage" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "has_mileage_flag" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bills_of_lading" ADD CONSTRAINT "bills_of_lading_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills_of_lading" ADD CONSTRAINT "bills_of_lading_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bills_of_lading_job_version_uq" ON "bills_of_lading" USING btree ("job_id","version");--> statement-breakpoint
CREATE INDEX "bills_of_lading_sha_idx" ON "bills_of_lading" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "jobs_new_damage_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "jobs"."has_new_damage";--> statement-breakpoint
CREATE INDEX "jobs_mileage_flag_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "jobs"."has_mileage_flag";--> statement-breakpoint
INSERT INTO "app_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
