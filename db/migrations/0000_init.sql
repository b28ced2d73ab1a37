CREATE TABLE "one_time_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_tokens_kind_ck" CHECK ("one_time_tokens"."kind" in ('reset', 'invitation'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"role" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"session_version" integer DEFAULT 0 NOT NULL,
	"company_id" integer,
	"created_by" integer,
	"last_login" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_ck" CHECK ("users"."role" in ('customer', 'admin', 'superadmin')),
	CONSTRAINT "users_customer_company_ck" CHECK ("users"."role" <> 'customer' or "users"."company_id" is not null),
	CONSTRAINT "users_phone_ck" CHECK ("users"."phone_number" ~ '^[0-9]{0,15}$')
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"contact_person_name" text NOT NULL,
	"contact_person_phone" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"profile_picture" text,
	"active" boolean DEFAULT true NOT NULL,
	"referred_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"request_status" text NOT NULL,
	"user_id" integer,
	"driver_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_logs_status_ck" CHECK ("job_logs"."request_status" in ('submitted', 'PO_missing', 'approved', 'rescheduled', 'awaiting_reschedule_date', 'awaiting_for_cancellation', 'in_transit', 'delivered', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"request_status" text NOT NULL,
	"status_before_cancellation" text,
	"cancellation_reason" text,
	"reschedule_reason" text,
	"driver_id" integer,
	"link_version" integer DEFAULT 0 NOT NULL,
	"vehicle_year" integer NOT NULL,
	"vehicle_make" text NOT NULL,
	"vehicle_model" text NOT NULL,
	"vin_number" varchar(17) NOT NULL,
	"fuel_type" text NOT NULL,
	"po_number" text,
	"deliver_washed" boolean DEFAULT false NOT NULL,
	"deliver_full" boolean DEFAULT false NOT NULL,
	"send_driver_contact_info" boolean DEFAULT false NOT NULL,
	"time_relaxation" boolean DEFAULT false NOT NULL,
	"pickup_business_name" text DEFAULT '' NOT NULL,
	"pickup_location" text NOT NULL,
	"pickup_latitude" double precision NOT NULL,
	"pickup_longitude" double precision NOT NULL,
	"pickup_date" date,
	"pickup_time" varchar(5),
	"pickup_poc_name" text NOT NULL,
	"pickup_poc_phone" text NOT NULL,
	"pickup_additional_note" text DEFAULT '' NOT NULL,
	"dropoff_business_name" text DEFAULT '' NOT NULL,
	"dropoff_location" text NOT NULL,
	"dropoff_latitude" double precision NOT NULL,
	"dropoff_longitude" double precision NOT NULL,
	"dropoff_date" date,
	"dropoff_time" varchar(5),
	"dropoff_poc_name" text NOT NULL,
	"dropoff_poc_phone" text NOT NULL,
	"dropoff_additional_note" text DEFAULT '' NOT NULL,
	"empire_notes" text DEFAULT '' NOT NULL,
	"driver_notes" text DEFAULT '' NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_status_ck" CHECK ("jobs"."request_status" in ('submitted', 'PO_missing', 'approved', 'rescheduled', 'awaiting_reschedule_date', 'awaiting_for_cancellation', 'in_transit', 'delivered', 'cancelled')),
	CONSTRAINT "jobs_status_before_ck" CHECK ("jobs"."status_before_cancellation" is null or "jobs"."status_before_cancellation" in ('submitted', 'PO_missing', 'approved', 'rescheduled', 'awaiting_reschedule_date', 'awaiting_for_cancellation', 'in_transit', 'delivered', 'cancelled')),
	CONSTRAINT "jobs_fuel_ck" CHECK ("jobs"."fuel_type" in ('Diesel', 'Electric', 'Gas')),
	CONSTRAINT "jobs_vin_ck" CHECK ("jobs"."vin_number" ~ '^[A-HJ-NPR-Z0-9]{17}$'),
	CONSTRAINT "jobs_year_ck" CHECK ("jobs"."vehicle_year" between 1900 and 2200),
	CONSTRAINT "jobs_pickup_time_ck" CHECK ("jobs"."pickup_time" is null or "jobs"."pickup_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "jobs_dropoff_time_ck" CHECK ("jobs"."dropoff_time" is null or "jobs"."dropoff_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "jobs_pickup_lat_ck" CHECK ("jobs"."pickup_latitude" between -90 and 90 and "jobs"."pickup_longitude" between -180 and 180),
	CONSTRAINT "jobs_dropoff_lat_ck" CHECK ("jobs"."dropoff_latitude" between -90 and 90 and "jobs"."dropoff_longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "saved_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"type" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"business_name" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_addresses_type_ck" CHECK ("saved_addresses"."type" in ('pickup', 'dropoff'))
);
--> statement-breakpoint
CREATE TABLE "vehicle_makes" (
	"id" serial PRIMARY KEY NOT NULL,
	"make" text NOT NULL,
	"models" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_makes_models_ck" CHECK (cardinality("vehicle_makes"."models") >= 1)
);
--> statement-breakpoint
CREATE TABLE "job_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"driver_id" integer,
	"kind" text NOT NULL,
	"file_id" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_photos_kind_ck" CHECK ("job_photos"."kind" in ('inspection', 'delivery'))
);
--> statement-breakpoint
CREATE TABLE "location_updates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_updates_coords_ck" CHECK ("location_updates"."latitude" between -90 and 90 and "location_updates"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "rides" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"ride_status" text NOT NULL,
	"checkin_mileage" integer,
	"damage_notes" text,
	"ending_mileage" integer,
	"delivery_notes" text,
	"checked_in_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rides_status_ck" CHECK ("rides"."ride_status" in ('checked_in', 'ride_started', 'delivered')),
	CONSTRAINT "rides_mileage_ck" CHECK (("rides"."checkin_mileage" is null or "rides"."checkin_mileage" >= 0) and ("rides"."ending_mileage" is null or "rides"."ending_mileage" >= 0))
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" text PRIMARY KEY NOT NULL,
	"storage" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"sha256" text NOT NULL,
	"job_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_storage_ck" CHECK ("stored_files"."storage" in ('local', 'uploadthing'))
);
--> statement-breakpoint
CREATE TABLE "trip_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"driver_id" integer,
	"daily_driver_log" text,
	"flight_confirmation" text,
	"fuel_receipt" text,
	"hotel_receipt" text,
	"additional_notes" text DEFAULT '' NOT NULL,
	"other_receipts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_referred_by_users_id_fk" FOREIGN KEY ("referred_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_logs" ADD CONSTRAINT "job_logs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_logs" ADD CONSTRAINT "job_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_logs" ADD CONSTRAINT "job_logs_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD CONSTRAINT "saved_addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD CONSTRAINT "saved_addresses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_photos" ADD CONSTRAINT "job_photos_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_photos" ADD CONSTRAINT "job_photos_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_photos" ADD CONSTRAINT "job_photos_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_updates" ADD CONSTRAINT "location_updates_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_updates" ADD CONSTRAINT "location_updates_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_documents" ADD CONSTRAINT "trip_documents_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_documents" ADD CONSTRAINT "trip_documents_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_documents" ADD CONSTRAINT "trip_documents_daily_driver_log_stored_files_id_fk" FOREIGN KEY ("daily_driver_log") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_documents" ADD CONSTRAINT "trip_documents_flight_confirmation_stored_files_id_fk" FOREIGN KEY ("flight_confirmation") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_documents" ADD CONSTRAINT "trip_documents_fuel_receipt_stored_files_id_fk" FOREIGN KEY ("fuel_receipt") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_documents" ADD CONSTRAINT "trip_documents_hotel_receipt_stored_files_id_fk" FOREIGN KEY ("hotel_receipt") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_tokens_hash_uq" ON "one_time_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "one_time_tokens_user_idx" ON "one_time_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "companies_name_lower_idx" ON "companies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "companies_created_at_idx" ON "companies" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_email_lower_uq" ON "drivers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "drivers_name_lower_idx" ON "drivers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "job_logs_job_idx" ON "job_logs" USING btree ("job_id","created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_status_created_idx" ON "jobs" USING btree ("request_status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_company_created_idx" ON "jobs" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_pickup_date_idx" ON "jobs" USING btree ("pickup_date");--> statement-breakpoint
CREATE INDEX "jobs_driver_idx" ON "jobs" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "jobs_customer_idx" ON "jobs" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "jobs_vin_idx" ON "jobs" USING btree ("vin_number");--> statement-breakpoint
CREATE INDEX "jobs_po_idx" ON "jobs" USING btree (lower("po_number"));--> statement-breakpoint
CREATE INDEX "saved_addresses_company_idx" ON "saved_addresses" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_makes_make_lower_uq" ON "vehicle_makes" USING btree (lower("make"));--> statement-breakpoint
CREATE UNIQUE INDEX "job_photos_dedupe_uq" ON "job_photos" USING btree ("job_id","kind","sha256");--> statement-breakpoint
CREATE INDEX "location_updates_job_idx" ON "location_updates" USING btree ("job_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "rides_job_uq" ON "rides" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "stored_files_job_idx" ON "stored_files" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_documents_job_uq" ON "trip_documents" USING btree ("job_id");