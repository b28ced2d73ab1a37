CREATE TABLE "vin_unknown_makes" (
	"make_key" text PRIMARY KEY NOT NULL,
	"make" text NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"vin" text NOT NULL,
	"seen_count" integer DEFAULT 1 NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_arrivals" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"driver_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"meters_from_pickup" integer NOT NULL,
	"arrived_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"free_minutes" integer NOT NULL,
	"quarter_rate_cents" integer NOT NULL,
	"invoice_line_id" integer,
	CONSTRAINT "pickup_arrivals_coords_ck" CHECK ("pickup_arrivals"."latitude" between -90 and 90 and "pickup_arrivals"."longitude" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "waiting_free_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "waiting_quarter_cents" integer DEFAULT 1250 NOT NULL;--> statement-breakpoint
ALTER TABLE "pickup_arrivals" ADD CONSTRAINT "pickup_arrivals_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_arrivals" ADD CONSTRAINT "pickup_arrivals_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_arrivals" ADD CONSTRAINT "pickup_arrivals_invoice_line_id_invoice_lines_id_fk" FOREIGN KEY ("invoice_line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_waiting_ck" CHECK ("app_settings"."waiting_free_minutes" between 0 and 1440 and "app_settings"."waiting_quarter_cents" >= 0);