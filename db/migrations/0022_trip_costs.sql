CREATE TABLE "expenses" (
	"id" text PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"receipt_file_id" text NOT NULL,
	"receipt_sha256" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"captured_at" timestamp with time zone NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"exif_taken_at" timestamp with time zone,
	"exif_latitude" double precision,
	"exif_longitude" double precision,
	"off_route" boolean DEFAULT false NOT NULL,
	"off_route_reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"km_from_route" double precision,
	"state" text DEFAULT 'waiting' NOT NULL,
	"approved_cents" integer,
	"reason" text,
	"rebill" boolean DEFAULT false NOT NULL,
	"invoice_line_id" integer,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_type_ck" CHECK ("expenses"."type" in ('fuel', 'toll', 'hotel', 'flight', 'train', 'rideshare', 'parking', 'other')),
	CONSTRAINT "expenses_state_ck" CHECK ("expenses"."state" in ('waiting', 'approved', 'approved_other', 'rejected')),
	CONSTRAINT "expenses_amount_ck" CHECK ("expenses"."amount_cents" > 0 and ("expenses"."approved_cents" is null or "expenses"."approved_cents" >= 0)),
	CONSTRAINT "expenses_coords_ck" CHECK (("expenses"."latitude" is null or "expenses"."latitude" between -90 and 90) and ("expenses"."longitude" is null or "expenses"."longitude" between -180 and 180))
);
--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_receipt_file_id_stored_files_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_invoice_line_id_invoice_lines_id_fk" FOREIGN KEY ("invoice_line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_job_idx" ON "expenses" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE INDEX "expenses_waiting_idx" ON "expenses" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "expenses"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "expenses_waiting_driver_idx" ON "expenses" USING btree ("driver_id","created_at" DESC NULLS LAST) WHERE "expenses"."state" = 'waiting';