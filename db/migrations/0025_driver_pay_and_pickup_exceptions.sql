CREATE TABLE "pay_statement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"kind" text NOT NULL,
	"job_id" integer,
	"expense_id" text,
	"description" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"cents" integer NOT NULL,
	CONSTRAINT "pay_statement_lines_kind_ck" CHECK ("pay_statement_lines"."kind" in ('job', 'expense', 'dry_run')),
	CONSTRAINT "pay_statement_lines_ref_ck" CHECK (("pay_statement_lines"."kind" in ('job', 'dry_run') and "pay_statement_lines"."job_id" is not null and "pay_statement_lines"."expense_id" is null) or ("pay_statement_lines"."kind" = 'expense' and "pay_statement_lines"."expense_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "pay_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"jobs_cents" integer NOT NULL,
	"expenses_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_statements_period_ck" CHECK ("pay_statements"."period_from" <= "pay_statements"."period_to")
);
--> statement-breakpoint
CREATE TABLE "pickup_exceptions" (
	"id" text PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"photo_file_id" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"captured_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"dry_run_pay_cents" integer,
	CONSTRAINT "pickup_exceptions_reason_ck" CHECK ("pickup_exceptions"."reason" in ('not_ready', 'not_drivable', 'keys_missing', 'nobody_there', 'unsafe', 'other')),
	CONSTRAINT "pickup_exceptions_outcome_ck" CHECK ("pickup_exceptions"."outcome" is null or "pickup_exceptions"."outcome" in ('continued', 'rescheduled', 'dry_run')),
	CONSTRAINT "pickup_exceptions_coords_ck" CHECK ("pickup_exceptions"."latitude" between -90 and 90 and "pickup_exceptions"."longitude" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "pay_rule" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "has_pickup_exception" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "dry_run_fee_cents" integer DEFAULT 15000 NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "dry_run_pay_cents" integer DEFAULT 7500 NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_statement_lines" ADD CONSTRAINT "pay_statement_lines_statement_id_pay_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."pay_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_statement_lines" ADD CONSTRAINT "pay_statement_lines_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_statement_lines" ADD CONSTRAINT "pay_statement_lines_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_statements" ADD CONSTRAINT "pay_statements_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_statements" ADD CONSTRAINT "pay_statements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_exceptions" ADD CONSTRAINT "pickup_exceptions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_exceptions" ADD CONSTRAINT "pickup_exceptions_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_exceptions" ADD CONSTRAINT "pickup_exceptions_photo_file_id_stored_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_exceptions" ADD CONSTRAINT "pickup_exceptions_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_statement_lines_statement_idx" ON "pay_statement_lines" USING btree ("statement_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_statement_lines_job_uq" ON "pay_statement_lines" USING btree ("job_id") WHERE "pay_statement_lines"."kind" = 'job';--> statement-breakpoint
CREATE UNIQUE INDEX "pay_statement_lines_expense_uq" ON "pay_statement_lines" USING btree ("expense_id");--> statement-breakpoint
CREATE INDEX "pay_statements_driver_idx" ON "pay_statements" USING btree ("driver_id","id");--> statement-breakpoint
CREATE INDEX "pickup_exceptions_job_idx" ON "pickup_exceptions" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE INDEX "pickup_exceptions_dry_run_idx" ON "pickup_exceptions" USING btree ("driver_id","resolved_at") WHERE "pickup_exceptions"."outcome" = 'dry_run';--> statement-breakpoint
CREATE INDEX "jobs_pickup_exception_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "jobs"."has_pickup_exception";--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_dry_run_ck" CHECK ("app_settings"."dry_run_fee_cents" >= 0 and "app_settings"."dry_run_pay_cents" >= 0);