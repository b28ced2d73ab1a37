CREATE TABLE "job_counters" (
	"company_id" integer NOT NULL,
	"request_status" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_counters_company_id_request_status_pk" PRIMARY KEY("company_id","request_status")
);
--> statement-breakpoint
DROP INDEX "jobs_status_created_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "last_latitude" double precision;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "last_longitude" double precision;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "last_location_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_counters" ADD CONSTRAINT "job_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_company_status_created_idx" ON "jobs" USING btree ("company_id","request_status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_status_pickup_idx" ON "jobs" USING btree ("request_status","pickup_date");--> statement-breakpoint
CREATE INDEX "jobs_vin_trgm_idx" ON "jobs" USING gin ("vin_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_po_trgm_idx" ON "jobs" USING gin ("po_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_status_created_idx" ON "jobs" USING btree ("request_status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"pickup_date");