CREATE TABLE "pay_statement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"kind" text NOT NULL,
	"job_id" integer,
	"expense_id" text,
	"description" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"cents" integer NOT NULL,
	CONSTRAINT "pay_statement_lines_kind_ck" CHECK ("pay_statement_lines"."kind" in ('job', 'expense')),
	CONSTRAINT "pay_statement_lines_ref_ck" CHECK (("pay_statement_lines"."kind" = 'job' and "pay_statement_lines"."job_id" is not null and "pay_statement_lines"."expense_id" is null) or ("pay_statement_lines"."kind" = 'expense' and "pay_statement_lines"."expense_id" is not null))
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
ALTER TABLE "drivers" ADD COLUMN "pay_rule" jsonb;--> statement-breakpoint
ALTER TABLE "pay_statement_lines" ADD CONSTRAINT "pay_statement_lines_statement_id_pay_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."pay_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_statement_lines" ADD CONSTRAINT "pay_statement_lines_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_statement_lines" ADD CONSTRAINT "pay_statement_lines_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_statements" ADD CONSTRAINT "pay_statements_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_statements" ADD CONSTRAINT "pay_statements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_statement_lines_statement_idx" ON "pay_statement_lines" USING btree ("statement_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_statement_lines_job_uq" ON "pay_statement_lines" USING btree ("job_id") WHERE "pay_statement_lines"."kind" = 'job';--> statement-breakpoint
CREATE UNIQUE INDEX "pay_statement_lines_expense_uq" ON "pay_statement_lines" USING btree ("expense_id");--> statement-breakpoint
CREATE INDEX "pay_statements_driver_idx" ON "pay_statements" USING btree ("driver_id","id");