ALTER TABLE "job_logs" ADD COLUMN "event" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pickup_timezone" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "dropoff_timezone" text;