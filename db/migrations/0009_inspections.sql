CREATE TABLE "inspection_addenda" (
	"id" serial PRIMARY KEY NOT NULL,
	"inspection_id" integer NOT NULL,
	"user_id" integer,
	"driver_id" integer,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_damages" (
	"id" text PRIMARY KEY NOT NULL,
	"inspection_id" integer NOT NULL,
	"view" text NOT NULL,
	"x" real NOT NULL,
	"y" real NOT NULL,
	"area" text NOT NULL,
	"type" text NOT NULL,
	"severity" text NOT NULL,
	"photo_ids" jsonb NOT NULL,
	"captured_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspection_damages_view_ck" CHECK ("inspection_damages"."view" in ('top', 'side')),
	CONSTRAINT "inspection_damages_xy_ck" CHECK ("inspection_damages"."x" between 0 and 1 and "inspection_damages"."y" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "inspection_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"inspection_id" integer NOT NULL,
	"place" text NOT NULL,
	"file_id" text NOT NULL,
	"sha256" text NOT NULL,
	"captured_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	CONSTRAINT "inspection_photos_place_ck" CHECK ("inspection_photos"."place" in ('front', 'rear', 'driver_side', 'passenger_side', 'odometer', 'vin_plate', 'roof', 'interior', 'keys', 'damage', 'extra')),
	CONSTRAINT "inspection_photos_coords_ck" CHECK (("inspection_photos"."latitude" is null) = ("inspection_photos"."longitude" is null) and ("inspection_photos"."latitude" is null or ("inspection_photos"."latitude" between -90 and 90 and "inspection_photos"."longitude" between -180 and 180)))
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"driver_id" integer,
	"required_slots" jsonb NOT NULL,
	"vin_checked_at" timestamp with time zone,
	"reading_id" text,
	"reading_captured_at" timestamp with time zone,
	"odometer" integer,
	"fuel_eighths" integer,
	"charge_percent" integer,
	"keys_count" integer,
	"loose_items" text DEFAULT '' NOT NULL,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"conditions_other" text DEFAULT '' NOT NULL,
	"no_damage" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"signature_id" text,
	"signer_name" text,
	"signature_strokes" jsonb,
	"customer_unavailable" boolean DEFAULT false NOT NULL,
	"attestation" text,
	"signed_at" timestamp with time zone,
	"signature_received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspections_kind_ck" CHECK ("inspections"."kind" in ('pickup', 'delivery')),
	CONSTRAINT "inspections_state_ck" CHECK ("inspections"."state" in ('open', 'signed', 'incomplete')),
	CONSTRAINT "inspections_readings_ck" CHECK (("inspections"."odometer" is null or "inspections"."odometer" >= 0) and ("inspections"."fuel_eighths" is null or "inspections"."fuel_eighths" between 0 and 8)
        and ("inspections"."charge_percent" is null or "inspections"."charge_percent" between 0 and 100) and ("inspections"."keys_count" is null or "inspections"."keys_count" >= 0))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "inspection_slots" jsonb;--> statement-breakpoint
ALTER TABLE "inspection_addenda" ADD CONSTRAINT "inspection_addenda_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_addenda" ADD CONSTRAINT "inspection_addenda_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_addenda" ADD CONSTRAINT "inspection_addenda_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_damages" ADD CONSTRAINT "inspection_damages_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspection_addenda_inspection_idx" ON "inspection_addenda" USING btree ("inspection_id","created_at");--> statement-breakpoint
CREATE INDEX "inspection_damages_inspection_idx" ON "inspection_damages" USING btree ("inspection_id");--> statement-breakpoint
CREATE INDEX "inspection_photos_inspection_idx" ON "inspection_photos" USING btree ("inspection_id","captured_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inspections_job_kind_uq" ON "inspections" USING btree ("job_id","kind");