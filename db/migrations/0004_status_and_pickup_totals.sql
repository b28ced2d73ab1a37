CREATE TABLE "job_pickup_counters" (
	"request_status" text NOT NULL,
	"pickup_date" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_pickup_counters_request_status_pickup_date_pk" PRIMARY KEY("request_status","pickup_date")
);
--> statement-breakpoint
CREATE TABLE "job_status_totals" (
	"request_status" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
